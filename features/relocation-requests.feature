Feature: Relocation consultation requests reach the operator and the visitor
  "Book a Relocation Consultation" sends a short request (name, e-mail, the services wanted among the five, when the
  visitor plans to move, a message). It is kept, acknowledged by mail to the visitor and sent to the operator's
  address, with the visitor to reply to (issue 39; docs/decisions/122, 123, 124).

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
