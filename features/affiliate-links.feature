@domain
Feature: Affiliate links
  Booking, hotels and shopping all leave the site through partner links that carry our partner
  ids (docs/product.md §1, §7, §9). The ids come from one config; here they are "GYG-42", "crgateway-20",
  and the review network's "AWIN-MERCHANT" and "AWIN-PUBLISHER".

  Background:
    Given the partner ids are configured

  Rule: A tour's booking link carries the partner id, the publisher medium, the campaign and the search term

    Scenario: Booking "Arenal Volcano Hike & Hot Springs"
      When the visitor follows the booking link of "Arenal Volcano Hike & Hot Springs"
      Then the link goes to the marketplace search with:
        | partner_id | GYG-42                            |
        | utm_medium | online_publisher                  |
        | cmp        | costa_rica_gateway                |
        | q          | Arenal Volcano Hike & Hot Springs |
      And the button reads "Book with GetYourGuide"

  Rule: A hotel link wraps the review page in the affiliate redirect, unless the hotel has its own affiliate URL

    Scenario: A hotel without its own affiliate URL
      When the visitor follows the review link of "https://www.tripadvisor.com/Hotel_Review-g309226-Reviews-Tabacon.html"
      Then the link goes through the affiliate redirect to "https://www.tripadvisor.com/Hotel_Review-g309226-Reviews-Tabacon.html"

    Scenario: A hotel with its own affiliate URL
      Given the hotel's own affiliate URL is "https://tripadvisor.example/tabacon?aff=1"
      When the visitor follows the review link of "https://www.tripadvisor.com/Hotel_Review-g309226-Reviews-Tabacon.html"
      Then the link is "https://tripadvisor.example/tabacon?aff=1"

  Rule: Retail links carry the shared tag, in product form or in search form

    Scenario: A product link
      When the visitor follows the retail link of product "B07XJ8C8F5"
      Then the link is "https://www.amazon.com/dp/B07XJ8C8F5?tag=crgateway-20"

    Scenario: A search link
      When the visitor follows the retail search link for "Costa Rica coffee"
      Then the link is "https://www.amazon.com/s?k=Costa+Rica+coffee&tag=crgateway-20"

  Rule: Every outbound link opens a new tab with noopener; tour links add noreferrer; essentials links are marked sponsored

    Scenario Outline: The rel of a <kind> link
      Then a <kind> link has the rel "<rel>"

      Examples:
        | kind        | rel                 |
        | tour        | noopener noreferrer |
        | essentials  | sponsored noopener  |
        | retail      | noopener            |
        | review-site | noopener            |
        | external    | noopener            |
