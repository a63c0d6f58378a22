Feature: Getting into the admin page
  The admin page is locked behind one password. The server checks it (the browser never holds
  the secret, docs/architecture.md §3); the page unlocks on the right password and locks again on Logout
  (docs/product.md §4, §5, §6, §8). The button and the field are the page's (@domain, @ui); whether the
  server opens and ends the session shows at @api too, through the page's own use case over HTTP.

  Background:
    Given the operator's password is "Pura-Vida-Operator-2026"
    And the operator opens the admin page

  @domain @ui
  Rule: The page starts locked, and 'Access Admin Panel' stays disabled while the password is blank

    Scenario: The locked page, and its button as the operator types
      Then the admin page is locked
      And "Access Admin Panel" is disabled
      When the operator types "x" in the password field
      Then "Access Admin Panel" is enabled
      When the operator types only spaces in the password field
      Then "Access Admin Panel" is disabled
      When the operator types "secret" in the password field
      Then "Access Admin Panel" is enabled
      When the operator types "" in the password field
      Then "Access Admin Panel" is disabled
      When the operator types " secret " in the password field
      Then "Access Admin Panel" is enabled

  @domain @api @ui
  Rule: The right password unlocks the page

    Scenario: Signing in
      When the operator signs in with "Pura-Vida-Operator-2026"
      Then the admin page is unlocked
      And the operator sees the toast "Access Granted" with "Welcome to the admin panel"
      And the operator's session is open

  @domain @api
  Rule: A wrong password keeps the page locked and clears the field

    Scenario Outline: Signing in with "<attempt>"
      When the operator signs in with "<attempt>"
      Then the admin page is locked
      And the password field is empty
      And the operator sees the warning toast "Access Denied" with "Invalid password. Please try again."

      Examples:
        | attempt                  |
        | guess                    |
        | pura-vida-operator-2026  |

      @ui
      Examples: In the browser
        | attempt                  |
        | Pura-Vida-Operator-2026! |

  @domain @api @ui
  Rule: Logout locks the page again and ends the session

    Scenario: Logging out
      Given the operator has signed in with "Pura-Vida-Operator-2026"
      When the operator logs out
      Then the admin page is locked
      And the operator's session is over

  @domain @api
  Rule: An upload link asked for before Logout is refused after it, and nothing of the photo is kept

    Scenario: A photo sent to an upload link after Logout
      Given the operator has signed in with "Pura-Vida-Operator-2026"
      And the operator has asked for an upload link
      When the operator logs out
      And a photo is sent to that upload link
      Then the upload is refused as forbidden with "This upload link was revoked when its session ended; ask for a new one."
      And no photo is kept under that upload link

    Scenario: Before Logout the same link takes the photo
      Given the operator has signed in with "Pura-Vida-Operator-2026"
      And the operator has asked for an upload link
      When a photo is sent to that upload link
      Then the photo is kept under that upload link
