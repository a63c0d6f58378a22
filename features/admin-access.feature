@domain
Feature: Getting into the admin page
  The admin page is locked behind one password. The server checks it (the browser never holds
  the secret, docs/architecture.md §3); the page unlocks on the right password and locks again on Logout
  (docs/product.md §4, §5, §6, §8).

  Background:
    Given the admin password is "pura-vida-2026"
    And the operator opens the admin page

  Rule: The page starts locked, and 'Access Admin Panel' stays disabled while the password is blank

    Scenario: The locked page
      Then the admin page is locked
      And "Access Admin Panel" is disabled

    Scenario Outline: Typing "<typed>"
      When the operator types "<typed>" in the password field
      Then "Access Admin Panel" is <state>

      Examples:
        | typed  | state    |
        |        | disabled |
        | x      | enabled  |
        | secret | enabled  |

    Scenario: Typing only spaces
      When the operator types only spaces in the password field
      Then "Access Admin Panel" is disabled

    Scenario: Typing a password between spaces
      When the operator types " secret " in the password field
      Then "Access Admin Panel" is enabled

  Rule: The right password unlocks the page

    Scenario: Signing in
      When the operator signs in with "pura-vida-2026"
      Then the admin page is unlocked
      And the operator sees the toast "Access Granted" with "Welcome to the admin panel"

  Rule: A wrong password keeps the page locked and clears the field

    Scenario Outline: Signing in with "<attempt>"
      When the operator signs in with "<attempt>"
      Then the admin page is locked
      And the password field is empty
      And the operator sees the warning toast "Access Denied" with "Invalid password. Please try again."

      Examples:
        | attempt          |
        | guess            |
        | Pura-Vida-2026   |
        | pura-vida-2026!  |

  Rule: Logout locks the page again and ends the session

    Scenario: Logging out
      Given the operator has signed in with "pura-vida-2026"
      When the operator logs out
      Then the admin page is locked
      And the operator's session is over
