@read-only
Feature: Booking from the tours page
  The tours page groups its tours by destination (its filter row: features/filters.feature), and every
  card books on the marketplace (docs/product.md §1, §2, §4).

  @domain
  Rule: Every tour card books on the marketplace in a new tab, without opener or referrer; the link carries the partner id, the publisher medium, the campaign and the search term

    @ui
    Scenario: The booking links of the tours page
      When a visitor opens the tours page
      Then every tour card has a "Book with GetYourGuide" link naming its tour, marked sponsored, that says it opens in a new tab without opener or referrer
      And every booking link carries the partner id, the medium "online_publisher", the campaign "costa_rica_gateway" and a search term

    # The whole address, with a partner id and a title of our choosing (the catalogue's come from the build).
    Scenario: Booking "Arenal Volcano Hike & Hot Springs" with the partner id "GYG-42"
      Then the booking link of "Arenal Volcano Hike & Hot Springs" for the partner id "GYG-42" goes to the marketplace search with:
        | partner_id | GYG-42                            |
        | utm_medium | online_publisher                  |
        | cmp        | costa_rica_gateway                |
        | q          | Arenal Volcano Hike & Hot Springs |
