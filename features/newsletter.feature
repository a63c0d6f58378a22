Feature: Newsletter sign-up on the home page
  Visitors subscribe with their email and must agree to the consent text shown beside the box (docs/product.md §2, §4,
  §5, §8; issue 39). The form posts to the server, shows the server's own answer, says each refusal beside its field
  and a flood limit plainly (docs/decisions/125).

  # What the visitor sees (39b): the form's own check, the server's answer, its refusals.

  @domain @ui
  Rule: Without consent the sign-up is refused beside the box, and nothing is sent

    Scenario: Submitting without ticking consent
      Given the visitor has typed "ana@example.cr" in the newsletter form
      When the visitor submits the newsletter form without ticking consent
      Then the newsletter form says "Please agree to receive updates to subscribe." beside the consent box
      And nobody is subscribed
      And the newsletter form still reads "ana@example.cr" with consent unticked

  @domain @ui
  Rule: The form shows the consent text the subscription records

    Scenario: The consent text beside the box
      When a visitor opens the home page
      Then the newsletter form's consent box reads the newsletter's consent text

  @domain @ui
  Rule: On success the form shows the server's answer, then the email clears and consent unticks

    Scenario: Subscribing
      Given the visitor has typed "ana@example.cr" in the newsletter form
      When the visitor ticks consent and submits the newsletter form
      Then the newsletter form says "Check your inbox: we sent you a link to confirm your subscription."
      And "ana@example.cr" is asked to confirm the subscription
      And the newsletter form is empty with consent unticked

  @domain @ui
  Rule: An address that is not one is refused beside the field, and the form keeps what the visitor typed

    Scenario: The address is not an address
      Given the visitor has typed "ana at example" in the newsletter form
      When the visitor ticks consent and submits the newsletter form
      Then the newsletter form says "Enter an email address like name@example.com." beside the email field
      And nobody is subscribed
      And the newsletter form still reads "ana at example" with consent ticked

  @domain
  Rule: Too many sign-ups from one connection are told when to try again

    Scenario: The server's flood limit
      Given the server refuses the visitor's connection for 90 seconds
      And the visitor has typed "ana@example.cr" in the newsletter form
      When the visitor ticks consent and submits the newsletter form
      Then the newsletter form says "Too many forms were sent from your connection. Please try again in 2 minutes."
      And the newsletter form still reads "ana@example.cr" with consent ticked
