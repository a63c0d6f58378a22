Feature: How outbound links open
  Booking, hotels and shopping all leave the site through partner links (docs/product.md §1, §7, §9). What each
  link carries lives with the page that shows it: tour booking links in features/tours-page.feature and
  features/destination-pages.feature, hotel links in features/hotels.feature, retail links in features/shops.feature.

  @domain
  Rule: Every outbound link opens a new tab with noopener; tour links add noreferrer; essentials links are marked sponsored

    @ui
    Scenario: The rel of the links a visitor follows
      When a visitor opens the tours page
      Then every booking link has the rel "noopener noreferrer"
      When a visitor opens the travel essentials shop
      Then every product link has the rel "sponsored noopener"
      When a visitor opens the coffee page
      Then every product link has the rel "noopener"
      When a visitor opens the Arenal page
      Then every hotel link has the rel "noopener"

    # Every kind, including the plain external link no page of the catalogue shows yet.
    Scenario Outline: The rel of a <kind> link
      Then a <kind> link has the rel "<rel>"

      Examples:
        | kind        | rel                 |
        | tour        | noopener noreferrer |
        | essentials  | sponsored noopener  |
        | retail      | noopener            |
        | review-site | noopener            |
        | external    | noopener            |
