@api
Feature: The operator's admin session
  The admin area opens only with the operator's one password, checked by the server (docs/architecture.md §3,
  a deliberate departure from docs/product.md §6: the secret never reaches the browser). Signing in always
  takes at least one second (docs/product.md §9), guessing is limited, and a session ends by itself.

  Rule: Only the operator's password opens the admin area, and never in under a second

    Scenario: The operator signs in with the right password
      When the operator signs in with the right password
      Then access is granted with a session that ends within 30 minutes of inactivity
      And the answer took at least one second

    Scenario: Someone signs in with a wrong password
      When someone signs in with a wrong password
      Then access is denied
      And the answer took at least one second

    Scenario: Five wrong passwords within a minute lock the sign-in for a while
      Given someone has tried 5 wrong passwords within a minute
      When they sign in with the right password
      Then they are asked to wait at most 60 seconds before trying again

    Scenario: Forty wrong passwords sent at the same moment are counted one after the other
      When someone sends 40 wrong passwords at the same moment
      Then at most 5 of them are answered as wrong and the others are asked to wait

  Rule: The wait a locked sign-in is told is the wait there is, for one address's limit and for everyone's

    @domain
    Scenario: Five wrong passwords 20 seconds ago leave 40 seconds to wait
      Given someone tried 5 wrong passwords from one address 20 seconds ago
      When they try the right password from that address
      Then they are told to wait 40 seconds before trying again

    @domain
    Scenario: Sixty sign-ins from everyone 20 seconds ago lock every address for the 40 seconds left of that minute
      Given 12 addresses each tried 5 wrong passwords 20 seconds ago
      When the operator tries the right password from another address
      Then the operator is told to wait 40 seconds before trying again

  Rule: Every admin action needs a live session

    Scenario Outline: With <session> the operator can do nothing in the admin area
      Given <session>
      Then the operator cannot get an upload address
      And the operator cannot save a tour photo
      And the operator cannot sign out

      Examples:
        | session                                                       |
        | no session                                                    |
        | a made-up session                                             |
        | a session unused for 30 minutes                               |
        | a session 8 hours old, although used every 20 minutes         |
        | a session the operator has signed out of                      |

    Scenario: A session in use stays open
      Given the operator has an admin session
      When 29 minutes pass
      Then the operator can get an upload address

  Rule: The password is a secret of the server

    Scenario: The password appears in no page or script the portal serves
      When a visitor loads the home page, the admin page and their scripts
      Then none of them contains the admin password

    Scenario: Without a configured password the portal makes one and keeps only its hash
      Given the portal starts for the first time without a configured admin password
      Then the data folder holds a scrypt hash of a generated password
      And the password itself is only in a file of the data folder that no one but the server's user can read
      And the password of that file opens the admin area
      And the test password does not open the admin area
