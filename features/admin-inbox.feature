Feature: The operator's Inbox
  Beside Tour photos and Clicks, the admin page's Inbox lists the consultation requests by status with their actions,
  the newsletter's subscribers by week, and the outbox with each mail's state (issue 39 point 4; docs/decisions/126).

  @ui
  Rule: A visitor's request shows in the Inbox as new; the operator marks it answered, and the page says so; on a phone each row is a card

    Scenario: Answering a consultation request
      Given "Ana Mora" at "ana@example.cr" has sent a relocation consultation request
      When the operator opens the Inbox
      Then the Inbox lists the new request of "Ana Mora" asking for "Residency help, Banking"
      And the outbox lists a mail to "ana@example.cr"
      When the operator marks the request of "Ana Mora" answered
      Then the Inbox announces "Ana Mora's request is now answered."
      And the focus is on the requests' title, the list being empty
      And the Inbox lists the request of "Ana Mora" under "Answered"
      When the operator's window is 390 px wide
      Then the request of "Ana Mora" reads as one card of labelled lines, still a table row to a screen reader, and nothing scrolls sideways
