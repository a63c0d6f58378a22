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
