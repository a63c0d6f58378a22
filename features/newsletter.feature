Feature: Newsletter sign-up on the home page
  Visitors subscribe with their email and must agree to receive updates (docs/product.md §2, §4, §5, §8).

  @domain @ui
  Rule: Without consent the sign-up is refused with a warning

    Scenario: Submitting without ticking consent
      Given the visitor has typed "ana@example.cr" in the newsletter form
      When the visitor submits the newsletter form without ticking consent
      Then the visitor sees the warning "Consent Required" with "Please agree to receive updates to subscribe"
      And nobody is subscribed
      And the newsletter form still reads "ana@example.cr" with consent unticked

  @domain @ui
  Rule: On success the email clears and consent unticks

    Scenario: Subscribing
      Given the visitor has typed "ana@example.cr" in the newsletter form
      When the visitor ticks consent and submits the newsletter form
      Then the visitor is told "Success! You've been subscribed to our newsletter."
      And "ana@example.cr" is subscribed
      And the newsletter form is empty with consent unticked

  # In the browser the email field's own check refuses such an address before the form is sent
  # (docs/product.md §5 "type email"); the failure toast is for a sign-up the adapter cannot make.
  @domain
  Rule: A failed sign-up says so and keeps what the visitor typed

    Scenario: The address cannot be subscribed
      Given the visitor has typed "ana at example" in the newsletter form
      When the visitor ticks consent and submits the newsletter form
      Then the visitor sees the warning "Failed to subscribe. Please try again."
      And nobody is subscribed
      And the newsletter form still reads "ana at example" with consent ticked
