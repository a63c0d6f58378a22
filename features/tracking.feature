@domain @ui-pending
Feature: Tracking what visitors do
  Page views, clicks, scroll depth and time on page go to the analytics tag with the names and
  payloads of docs/product.md §7 and §9. QA checks the exact events a visitor's actions produce.

  Rule: A tour click is labelled 'city or location: title'; Canopy and Scuba pages name the activity

    Scenario Outline: Clicking "<title>" on <page>
      When the visitor clicks the tour "<title>" in "<location>" on <page>
      Then the analytics receive "tour_click" with:
        | event_category | tours   |
        | event_label    | <label> |

      Examples:
        | page                 | location        | title                  | label                                   |
        | the Arenal page      | La Fortuna      | Volcano Hike           | La Fortuna: Volcano Hike                |
        | the tours page       | Playas del Coco | Catamaran Sunset       | Playas del Coco: Catamaran Sunset       |
        | the Canopy Tours page | Monteverde     | Sky Trek Zipline       | Canopy: Sky Trek Zipline                |
        | the Scuba Diving page | Playas del Coco | Bat Islands Dive      | Scuba: Bat Islands Dive                 |

  Rule: Selecting an item sends its id, title, category and a numeric price (without $ and commas)

    Scenario Outline: Selecting a tour priced <price>
      When the visitor selects the item "scuba-1" "Bat Islands Dive" of category "Advanced" priced "<price>"
      Then the analytics receive "select_item" with:
        | item_id       | scuba-1          |
        | item_name     | Bat Islands Dive |
        | item_category | Advanced         |
        | price         | <number>         |
        | currency      | USD              |

      Examples:
        | price     | number  |
        | $65       | 65      |
        | $4,200    | 4200    |
        | $1,299.99 | 1299.99 |

  Rule: Shop and real-estate events carry their category and label

    Scenario Outline: A contact click of kind <kind>
      When the visitor follows the <kind> contact link of "broker"
      Then the analytics receive "contact_click" with:
        | event_category | real_estate    |
        | event_label    | <kind>_broker  |

      Examples:
        | kind            |
        | linkedin        |
        | market_link     |
        | website         |
        | dream_home_link |
        | email           |
        | phone           |
        | contact         |
        | listings        |

    Scenario: A property click also counts as a product view
      When the visitor clicks the property "Serena Luxury Condos" priced "$290,000"
      Then the analytics receive "property_click" with:
        | event_category | real_estate          |
        | event_label    | Serena Luxury Condos |
      And the analytics receive "view_item" with:
        | item_name | Serena Luxury Condos |
        | price     | 290000               |
        | currency  | USD                  |

    Scenario Outline: A product click on the <shop> shop
      When the visitor clicks the product "Tarrazú Whole Bean" on the <shop> shop
      Then the analytics receive "product_click" with:
        | event_category | <shop>             |
        | event_label    | Tarrazú Whole Bean |

      Examples:
        | shop              |
        | travel_essentials |
        | coffee_purchase   |
        | gift_store        |

    Scenario: A gift store category button only logs the choice
      When the visitor presses the gift store category "Apparel"
      Then the analytics receive "category_filter" with:
        | event_category | gift_store |
        | event_label    | Apparel    |

    Scenario: The weekly coffee recommendation
      When the visitor follows the weekly coffee recommendation
      Then the analytics receive "amazon_coffee_click" with:
        | event_category | featured_recommendation |
        | event_label    | weekly_coffee           |

    Scenario: Each of the five coffee widgets has its own click event
      When the visitor clicks each of the coffee page's widgets
      Then the analytics receive 5 different widget click events

    Scenario Outline: The <page> page reports its view
      When the visitor opens the <page> page
      Then the analytics receive "page_view" with:
        | event_category | <page> |

      Examples:
        | page              |
        | travel_essentials |
        | featured_coffee   |

    Scenario Outline: A shop's <event> carries the item and its numeric price
      When the shop reports <event> for "b07x" "Dry Bag 20L" of category "Weather Protection" priced "$1,299.99"
      Then the analytics receive "<event>" for item "b07x" "Dry Bag 20L" of category "Weather Protection" at 1299.99 USD

      Examples:
        | event           |
        | affiliate_click |
        | view_item       |
        | add_to_cart     |
        | purchase        |

    Scenario: Navigation and calls to action
      When the visitor uses the menu link "All Tours"
      And the visitor presses the call to action "Schedule Consultation"
      Then the analytics receive "navigation_click" with:
        | event_category | navigation |
        | event_label    | All Tours  |
      And the analytics receive "cta_click" with:
        | event_category | engagement            |
        | event_label    | Schedule Consultation |

  Rule: The domain and the campaign the visitor came from are recorded

    Scenario: Arriving on a product domain
      When the visitor arrives at "https://www.Arenal.cr/tours"
      Then the analytics receive "domain_traffic" with:
        | event_category | domain        |
        | event_label    | www.arenal.cr |
        | page_path      | /tours        |

    Scenario: Arriving from a campaign link
      When the visitor arrives at "https://costaricagateway.com/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=zipline"
      Then the analytics receive "campaign_attribution" with:
        | utm_source   | newsletter |
        | utm_medium   | email      |
        | utm_campaign | spring     |
        | utm_content  | hero       |
        | utm_term     | zipline    |

    Scenario: Arriving without campaign fields
      When the visitor arrives at "https://costaricagateway.com/?ref=friend"
      Then the analytics receive no "campaign_attribution"

  Rule: Scroll depth is reported at 25, 50, 75 and 100 percent, each once per page

    Scenario: Scrolling down and up again
      Given the visitor is on "/tours"
      When the visitor scrolls to 30%, 60%, 20%, 60% and then 100%
      Then the analytics receive scroll depth 25, 50, 75, 100 for "/tours"

    Scenario: Scrolling past several milestones at once
      Given the visitor is on "/real-estate"
      When the visitor scrolls to 80%
      Then the analytics receive scroll depth 25, 50, 75 for "/real-estate"

  Rule: Time on page is reported on leaving the page or when the tab is hidden

    Scenario: Hiding the tab
      Given the visitor is on "/tours"
      When 42 seconds pass
      And the visitor hides the tab
      Then the analytics receive 42 seconds on "/tours"

    Scenario: Leaving the site
      Given the visitor is on "/gift-store"
      When 7 seconds pass
      And the visitor leaves the site
      Then the analytics receive 7 seconds on "/gift-store"

  Rule: Tracking starts afresh on every route change

    Scenario: Moving to another page
      Given the visitor is on "/tours"
      And the visitor has scrolled to 100%
      When 5 seconds pass
      And the visitor moves to "/real-estate"
      Then the analytics receive 5 seconds on "/tours"
      When the visitor scrolls to 50%
      Then the analytics receive scroll depth 25, 50 for "/real-estate"
