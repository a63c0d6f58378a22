Feature: Relocation consultation requests
  "Book a Relocation Consultation" opens a short form: name, email, the services among the five, when the visitor plans
  to move, a message. The visitor is told before and after sending what happens next and when to expect an answer;
  each refusal is said beside its field (issue 39 point 3; docs/decisions/125).

  # What the visitor sees (39b): the form, its checks and the answer.

  @domain @ui
  Rule: The relocation section says what happens after a request, and when, before the visitor sends one

    Scenario: What happens next, before sending
      When a visitor opens the home page
      Then the relocation section says "Tell us what you need: we answer every request by email within 2 business days, and you get a copy of your request at once."

  @domain @ui
  Rule: Each missing or wrong field is named beside it, and nothing is sent

    Scenario: Sending an empty request
      Given the visitor has opened the relocation consultation form
      When the visitor sends the relocation consultation form
      Then the relocation consultation form says, beside each field:
        | field    | message                        |
        | name     | Enter your name.               |
        | email    | Enter your email address.      |
        | services | Choose at least one service.   |
        | moveWhen | Choose when you plan to move.  |
      And no relocation request has reached the operator

  @domain @ui
  Rule: A sent request is acknowledged with when to expect an answer, and reaches the operator

    Scenario: Sending a request
      Given the visitor has opened the relocation consultation form
      When the visitor asks for "Residency help" and "Banking", moving "In 3 to 6 months", as "Ana Mora" at "ana@example.cr" with "Two adults and a dog."
      Then the relocation consultation form says it will be answered within "2 business days"
      And a relocation request from "Ana Mora" at "ana@example.cr" has reached the operator

  # The server side (39a): the request kept, acknowledged and sent to the operator (docs/decisions/122, 123, 124).

  @domain @api
  Rule: A request is kept and mailed to both sides

    Scenario: A request reaches the operator and the visitor
      When a visitor sends a relocation consultation request as "Ana Mora" <ana@example.cr> for "residency, banking", moving "within-3-months"
      Then the visitor is told an answer comes within "2 business days"
      And "ana@example.cr" receives a mail "We received your relocation consultation request"
      And the operator receives a mail "Relocation consultation request from Ana Mora" to reply to "ana@example.cr"
      And the operator's Inbox lists 1 new request, from "Ana Mora"

  @domain @api
  Rule: A wrong or over-long field is refused by name, and nothing is kept or sent

    Scenario Outline: <case>
      Given no mail has been sent yet
      When a visitor sends a relocation consultation request with <field> "<value>"
      Then the form is refused with 400 naming "<field>"
      And the operator's Inbox lists no request
      And no mail is sent

      Examples:
        | case                                       | field    | value                                |
        | Not an address                             | email    | ana.example.cr                       |
        | A line break in the name to add a header   | name     | Ana\r\nBcc: everyone@example.cr      |
        | No service chosen                          | services |                                      |
        | A service the portal does not offer        | services | yoga                                 |
        | A move time that is not one of the choices | moveWhen | soon                                 |

  @domain @api
  Rule: Robots and floods are stopped

    Scenario: A robot that fills the hidden field is thanked, and nothing is kept or sent
      Given no mail has been sent yet
      When a robot sends a relocation consultation request, filling the hidden field
      Then the visitor is told an answer comes within "2 business days"
      And the operator's Inbox lists no request
      And no mail is sent

    Scenario: One address sending form after form is stopped with 429 and told when to try again
      When one address sends 6 forms within a minute
      Then the first 5 are answered 202 and the next is answered 429 with Retry-After 600 seconds

  @api
  Rule: A request posted as a form without JavaScript is taken like the script's call and answered with a page

    Scenario: A consultation request posted as a form
      When a browser without JavaScript posts the relocation consultation form as "Ana Mora" <ana@example.cr> for "residency, banking", moving "within-3-months"
      Then the browser is sent on to "/relocation-request/sent", which says "Thank you: your request is on its way. We sent you a copy and will answer within 2 business days."
      And the operator receives a mail "Relocation consultation request from Ana Mora" to reply to "ana@example.cr"
      And the operator's Inbox lists 1 new request, from "Ana Mora"

  @api
  Rule: A server killed while it sends loses no mail and sends none twice

    Scenario: kill -9 of the whole server mid-send, a restart with SMTP down, then SMTP up
      Given 5 consultation requests were sent to a built server whose mail goes to a local SMTP server
      When the whole server is killed with SIGKILL while a mail is on the wire
      And it is started again on the same data with the SMTP server down
      And the SMTP server comes back up
      Then every mail is delivered exactly once
