@domain
Feature: Toasts wait for the user
  A toast closes by itself after 5 seconds, but never while the pointer rests on it or the keyboard focus
  is in it (WCAG 2.2.1), and no toast ever covers an open dialog: it waits until the dialog closes and
  then shows for its whole time (issues 19 and 23, docs/decisions/061).

  Rule: A held toast stays; once let go it gets its whole time again

    Scenario Outline: A toast held by <hold> for a minute
      Given the site shows the toast "Access Granted"
      When the <hold> rests on it for 60 seconds
      Then the toast "Access Granted" is shown
      When the <hold> leaves it
      And 4.9 seconds go by
      Then the toast "Access Granted" is shown
      When 0.1 seconds go by
      Then no toast is shown

      Examples:
        | hold    |
        | pointer |
        | focus   |

  Rule: No toast covers an open dialog

    Scenario: "Access Granted" waits while the crop dialog is open
      Given the site shows the toast "Access Granted"
      When the crop dialog opens
      Then no toast is shown
      When 60 seconds go by
      And the crop dialog closes
      Then the toast "Access Granted" is shown
      When 5 seconds go by
      Then no toast is shown
