Feature: A full disk keeps the admin area shut to guessing, and open to the operator's reading
  When the disk under the portal's records is full, nothing the server writes is kept: not a failed sign-in, not a
  session, not when a session was last used. A sign-in that cannot be counted must not be let through uncounted, nor
  tell a right password from a wrong one; the operator, already signed in, still reads the admin area
  (issue 35, docs/decisions/093).

  Rule: While nothing can be written, every sign-in is told to come back in a minute, whatever the password

    @domain @api
    Scenario: Seven wrong passwords and then the right one, on a full disk
      Given the portal's disk is full
      When someone tries 7 wrong passwords within a minute, and then the right one
      Then every one of those 8 sign-ins is told that sign-in is unavailable and to try again in 60 seconds
      And none of them opened the admin area

    @api
    Scenario: On a full disk a wrong password and the right one are answered alike, and neither in under a second
      Given the portal's disk is full
      When a wrong password and the right one are tried at the same moment
      Then both are told that sign-in is unavailable, neither in under a second

    @domain @api
    Scenario: Once the disk has room again, the right password opens the admin area
      Given the portal's disk is full
      And someone tries 7 wrong passwords within a minute
      When the disk has room again
      And the right password is tried from the same address
      Then the admin area opens

  Rule: The operator, once signed in, still reads the admin area

    @domain @api
    Scenario: The operator reads the click report while the disk is full
      Given the operator is signed in
      And the portal's disk is full
      When the operator reads the click report 3 times
      Then the report is shown each time
