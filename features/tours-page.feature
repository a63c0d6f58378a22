@ui
Feature: Browsing tours by destination
  The tours page groups its tours by destination, with a filter row to focus on one, and every
  card books on the marketplace (docs/product.md §1, §2, §4).

  Rule: The filter row offers 'All Destinations' and each destination; choosing one shows only its section

    Scenario: Every destination is shown at first
      When a visitor opens the tours page
      Then the destination filter offers "All Destinations" and then each destination of the tours page
      And the destination filter has "All Destinations" chosen
      And the page shows a section for every destination

    Scenario: A visitor focuses on one destination and back
      When a visitor opens the tours page
      And the visitor filters the tours by "Monteverde"
      Then the page shows only the "Monteverde" section, with its 4 tours
      When the visitor filters the tours by "All Destinations"
      Then the page shows a section for every destination

  Rule: Every tour card books on the marketplace in a new tab, without opener or referrer

    Scenario: The booking links of the tours page
      When a visitor opens the tours page
      Then every tour card has a "Book with GetYourGuide" link that opens in a new tab without opener or referrer
      And every booking link carries the partner id, the medium "online_publisher", the campaign "costa_rica_gateway" and a search term
