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
  # Without JavaScript (docs/decisions/137): the form is a real form post, and the server answers with a page.
  @ui
  Rule: Without JavaScript the form still subscribes, and a refusal comes back with the visitor's input

    Scenario: Subscribing from a browser that runs no JavaScript
      Given the visitor's browser runs no JavaScript
      When the visitor types "ana@example.cr" in the home page's newsletter form and subscribes without ticking consent
      Then the server's page says "Please agree to receive updates to subscribe." beside the consent box and still reads "ana@example.cr"
      When the visitor ticks consent there and subscribes again
      Then the server's page says "Check your inbox: we sent you a link to confirm your subscription."
      And "ana@example.cr" is asked to confirm the subscription

  # The server side (issue 39; docs/decisions/121, 124). The form used to make no server call; now every address is
  # kept with its record of consent, confirmed by a link mailed to it, and unsubscribed in one click.
  @domain @api
  Rule: A subscription is kept with its consent and counts only once confirmed by the link mailed to it

    Scenario: Double opt-in
      When a visitor subscribes "ana@example.cr" to the newsletter from "/relocation"
      Then the visitor is answered "Check your inbox: we sent you a link to confirm your subscription."
      And "ana@example.cr" receives a mail "Confirm your Costa Rica Gateway newsletter subscription"
      And that mail can unsubscribe in one click (List-Unsubscribe-Post)
      And the newsletter has 0 confirmed and 1 pending subscriber
      When the visitor follows the confirmation link of that mail and presses its button
      Then the newsletter has 1 confirmed and 0 pending subscribers
      And "ana@example.cr" receives a mail "Welcome to the Costa Rica Gateway newsletter"
      And the operator's export of subscribers lists "ana@example.cr"

  @domain @api
  Rule: One click unsubscribes, and only a suppression entry is left

    Scenario: The mail client's one-click unsubscribe (RFC 8058)
      Given "bea@example.cr" has confirmed a newsletter subscription
      When the subscriber's mail client unsubscribes in one click from that mail
      Then the newsletter has 0 confirmed and 0 pending subscribers
      And this week's count shows 1 unsubscription
      And the operator's export of subscribers is empty

  @domain @api
  Rule: The answer is the same whatever the address, so nobody can learn who subscribed

    Scenario: A confirmed address subscribed again is answered alike and gets no mail
      Given "carla@example.cr" has confirmed a newsletter subscription
      When a visitor subscribes "carla@example.cr" to the newsletter
      And a visitor subscribes "dan@example.cr" to the newsletter
      Then every answer was the same
      And "carla@example.cr" has received 2 mails in all

    Scenario: A robot that fills the hidden field is answered alike, and nothing is kept or sent
      Given no mail has been sent yet
      When a robot subscribes "robot@example.cr" to the newsletter, filling the hidden field
      Then the visitor is answered "Check your inbox: we sent you a link to confirm your subscription."
      And the newsletter has 0 confirmed and 0 pending subscribers
      And no mail is sent

  @domain @api
  Rule: A wrong field is refused by name, and nothing is kept

    Scenario Outline: <case>
      When a visitor subscribes "<email>" to the newsletter with consent version "<version>"
      Then the form is refused with 400 naming "<fields>"
      And the newsletter has 0 confirmed and 0 pending subscribers

      Examples:
        | case                                   | email                                  | version    | fields                |
        | Not an address                         | ana at example                         | 2026-11-28 | email                 |
        | A line break to add a header           | ana@example.cr\r\nBcc: all@example.cr  | 2026-11-28 | email                 |
        | Consent to a text the form no longer shows | ana@example.cr                     | 2020-01-01 | consentVersion        |

  @api
  Rule: A form post without JavaScript is taken like the script's call and answered with a page

    Scenario: A form post subscribes, and the browser goes on to a page that says so
      When a browser without JavaScript posts the newsletter form with "ana@example.cr", consent ticked
      Then the browser is sent on to "/newsletter/subscribed", which says "Check your inbox: we sent you a link to confirm your subscription."
      And "ana@example.cr" receives a mail "Confirm your Costa Rica Gateway newsletter subscription"
      And the newsletter has 0 confirmed and 1 pending subscriber

    Scenario: A refused form post comes back with the visitor's input and each message by its field
      When a browser without JavaScript posts the newsletter form with "ana at example", consent not ticked
      Then the page answered 400 still reads "ana at example" and says, beside each field:
        | field   | message                                       |
        | email   | Enter an email address like name@example.com. |
        | consent | Please agree to receive updates to subscribe. |
      And the newsletter has 0 confirmed and 0 pending subscribers

    Scenario: A form posted from another site's page is refused, and nothing is kept
      When another site's page posts the newsletter form with "ana@example.cr", consent ticked
      Then the page answered is 403
      And the newsletter has 0 confirmed and 0 pending subscribers
