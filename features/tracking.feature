Feature: Tracking what visitors do
  Page views, clicks, scroll depth and time on page go to the analytics tags with the names and
  payloads of docs/product.md §7 and §9 (docs/decisions/012-tracking-event-shapes.md), and only
  after the visitor has allowed it (docs/decisions/040-consent-before-tracking.md). QA checks the
  exact events a visitor's actions produce on the real pages: at @ui a real Chromium whose page keeps
  its events in memory (docs/decisions/042-analytics-test-mode.md). Every example runs at @domain
  through the product's own event builders; in the browser, each outline keeps the rows that show how
  each kind of page is wired to them (README, "Which level a new rule goes to").

  @read-only
  Rule: Nothing is sent before the visitor chooses, nor after Reject all; accepting starts on the page being viewed

    @domain @ui
    Scenario: Before a choice
      Given the visitor has landed on "/tours?utm_source=newsletter" without choosing
      When the visitor scrolls to 100%
      And the visitor books the tour "Arenal Volcano Hike & Tabacón Hot Springs"
      And the visitor moves to "/real-estate"
      And 5 seconds pass
      And the visitor hides the tab
      Then the analytics receive nothing

    @domain @ui
    Scenario: After Reject all
      Given the visitor has landed on "/tours?utm_source=newsletter" and rejected all
      When the visitor scrolls to 100%
      And the visitor books the tour "Arenal Volcano Hike & Tabacón Hot Springs"
      And the visitor moves to "/real-estate"
      And the visitor leaves the site
      Then the analytics receive nothing

    @domain @ui
    Scenario: Accepting later drops what came before and starts on the page being viewed
      Given the visitor has landed on "/?utm_source=newsletter" without choosing
      And the visitor has scrolled to 100%
      And the visitor has moved to "/tours"
      When the visitor accepts all
      Then the analytics receive exactly "page_view, domain_traffic, campaign_attribution"
      And the analytics receive a page view of "/tours" titled "Costa Rica Tours & Adventures | Costa Rica Gateway"

  Rule: A booking link reports the tour click, labelled 'city or location: title', then the item selection

    Scenario Outline: Booking "<title>" on <page>
      Given the visitor is on <page>
      When the visitor books the tour "<title>"
      Then the analytics receive "tour_click" with:
        | event_category | tours   |
        | event_label    | <label> |

      @domain
      Examples:
        | page                  | title                                     | label                                                 |
        | the home page         | Mistico Arenal Hanging Bridges Walk       | Arenal: Mistico Arenal Hanging Bridges Walk           |
        | the tours page        | Arenal Volcano Hike & Tabacón Hot Springs | La Fortuna: Arenal Volcano Hike & Tabacón Hot Springs |
        | the Arenal page       | La Fortuna Waterfall & Chocolate Tour     | La Fortuna: La Fortuna Waterfall & Chocolate Tour     |
        | the Canopy Tours page | Sky Adventures Zipline & Hanging Bridges  | Canopy: Sky Adventures Zipline & Hanging Bridges      |
        | the Scuba Diving page | Caño Island Two-Tank Dive                 | Scuba: Caño Island Two-Tank Dive                      |

      # In a browser, the rows that show the wiring of each kind of page; the @domain table checks every label.
      @ui
      Examples:
        | page                  | title                                     | label                                                 |
        | the home page         | Mistico Arenal Hanging Bridges Walk       | Arenal: Mistico Arenal Hanging Bridges Walk           |
        | the Canopy Tours page | Sky Adventures Zipline & Hanging Bridges  | Canopy: Sky Adventures Zipline & Hanging Bridges      |

    Scenario Outline: Booking a tour shown at <price> selects it with the price as a number
      Given the visitor is on <page>
      When the visitor books the tour "<title>"
      Then the analytics receive "select_item" with:
        | item_id       | <id>       |
        | item_name     | <title>    |
        | item_category | <category> |
        | price         | <number>   |
        | currency      | USD        |

      @domain
      Examples:
        | page                  | id        | title                                         | category    | price  | number |
        | the home page         | arenal-5  | Balsa River Whitewater Rafting                | Adventure   | $85    | 85     |
        | the Canopy Tours page | canopy-2  | Mistico Arenal Hanging Bridges Walk           | Nature Walk | $65    | 65     |
        | the Scuba Diving page | scuba-1   | Cocos Island Liveaboard Diving Expedition     | Advanced    | $4,200 | 4200   |
        | the Fishing page      | fishing-1 | Los Sueños Full-Day Marlin & Sailfish Charter | Deep Sea    | $1,200 | 1200   |

      # In a browser, the rows that show the wiring of each kind of page; the @domain table checks every label.
      @ui
      Examples:
        | page                  | id        | title                                         | category    | price  | number |
        | the Scuba Diving page | scuba-1   | Cocos Island Liveaboard Diving Expedition     | Advanced    | $4,200 | 4200   |

  Rule: The real-estate page reports its contact links, and its development as a property click and a product view

    Scenario Outline: Following the <kind> contact link
      Given the visitor is on the real estate page
      When the visitor follows the <kind> contact link
      Then the analytics receive "contact_click" with:
        | event_category | real_estate   |
        | event_label    | <kind>_broker |

      @domain
      Examples:
        | kind            |
        | linkedin        |
        | market_link     |
        | website         |
        | dream_home_link |
        | email           |
        | contact         |
        | listings        |

      # In a browser, the rows that show the wiring of each kind of page; the @domain table checks every label.
      @ui
      Examples:
        | kind            |
        | website         |
        | email           |

    @domain @ui
    Scenario: Following the link of a development
      Given the visitor is on the real estate page
      When the visitor follows the link of the property "Serena Luxury Condos"
      Then the analytics receive "property_click" with:
        | event_category | real_estate          |
        | event_label    | Serena Luxury Condos |
      And the analytics receive "view_item" with:
        | item_name | Serena Luxury Condos |
        | price     | 290000               |
        | currency  | USD                  |

  Rule: The shops report their products, their category buttons and the coffee page's recommendations

    Scenario Outline: Buying "<title>" on <page>
      Given the visitor is on <page>
      When the visitor buys "<title>"
      Then the analytics receive "product_click" with:
        | event_category | <shop>  |
        | event_label    | <title> |
      And the analytics receive "affiliate_click" with:
        | item_id       | <id>       |
        | item_name     | <title>    |
        | item_category | <category> |
        | price         | <number>   |
        | currency      | USD        |

      @domain @ui
      Examples:
        | page                       | shop              | id                           | title                                        | category     | number |
        | the travel essentials page | travel_essentials | lifestraw-go-filter-bottle   | LifeStraw Go Water Filter Bottle, 22 oz      | Hydration    | 44.95  |
        | the gift store             | gift_store        | doka-peaberry                | Peaberry Whole Bean Coffee                   | Coffee       | 21.99  |
        | the coffee page            | coffee_purchase   | britt-tarrazu-montecielo     | Tarrazú Montecielo Whole Bean Coffee         | Medium Roast | 17.95  |

    @domain @ui
    Scenario: A gift store category button only logs the choice
      Given the visitor is on the gift store
      When the visitor presses the gift store category "Apparel"
      Then the analytics receive "category_filter" with:
        | event_category | gift_store |
        | event_label    | Apparel    |

    @domain @ui
    Scenario: The weekly coffee recommendation
      Given the visitor is on the coffee page
      When the visitor follows the weekly coffee recommendation
      Then the analytics receive "amazon_coffee_click" with:
        | event_category | featured_recommendation |
        | event_label    | weekly_coffee           |

    @domain @ui
    Scenario: Each of the five coffee widgets has its own click event
      Given the visitor is on the coffee page
      When the visitor clicks each of the coffee page's widgets
      Then the analytics receive 5 different widget click events

  @read-only
  Rule: Every route change reports a page view; the two shops that report their own name it

    Scenario Outline: Opening <path>
      Given the visitor is on "<path>"
      Then the analytics receive "page_view" with:
        | page_path      | <path>  |
        | page_title     | <title> |
        | event_category | <name>  |

      @domain
      Examples:
        | path               | title                                                            | name              |
        | /travel-essentials | Costa Rica Travel Essentials \| Packing List \| Costa Rica Gateway | travel_essentials |
        | /featured-coffee   | Costa Rica Coffee Guide & Best Beans \| Costa Rica Gateway       | featured_coffee   |
        | /coffee            | Costa Rica Coffee Guide & Best Beans \| Costa Rica Gateway       | featured_coffee   |

      # In a browser, the rows that show the wiring of each kind of page; the @domain table checks every label.
      @ui
      Examples:
        | path               | title                                                            | name              |
        | /travel-essentials | Costa Rica Travel Essentials \| Packing List \| Costa Rica Gateway | travel_essentials |
        | /coffee            | Costa Rica Coffee Guide & Best Beans \| Costa Rica Gateway       | featured_coffee   |

    @domain @ui
    Scenario: Any other page reports its path and title only
      Given the visitor is on "/gift-store"
      Then the analytics receive "page_view" with:
        | page_path  | /gift-store                                                        |
        | page_title | Costa Rica Gift Store \| Coffee, Food & Souvenirs \| Costa Rica Gateway |

  Rule: Menu links and calls to action are reported

    @domain @ui
    Scenario: A link of the menu
      Given the visitor is on the home page
      When the visitor uses the menu link "All Tours"
      Then the analytics receive "navigation_click" with:
        | event_category | navigation |
        | event_label    | All Tours  |
      And the analytics receive a page view of "/tours" titled "Costa Rica Tours & Adventures | Costa Rica Gateway"

    Scenario Outline: The call to action "<label>" on <page>
      Given the visitor is on <page>
      When the visitor presses the call to action "<label>"
      Then the analytics receive "cta_click" with:
        | event_category | engagement |
        | event_label    | <label>    |

      @domain
      Examples:
        | page                 | label                 |
        | the home page        | Explore Tours         |
        | the home page        | View All Tours        |
        | the real estate page | Schedule Consultation |

      # In a browser, the rows that show the wiring of each kind of page; the @domain table checks every label.
      @ui
      Examples:
        | page                 | label                 |
        | the home page        | Explore Tours         |
        | the real estate page | Schedule Consultation |

  @read-only
  Rule: The domain and the campaign the visitor came from are recorded once per visit, from the real address

    @domain @ui
    Scenario: Arriving on a product domain
      When the visitor arrives at "https://www.Arenal.cr/tours" and accepts
      Then the analytics receive "domain_traffic" with:
        | event_category | domain        |
        | event_label    | www.arenal.cr |
        | page_path      | /tours        |

    @domain @ui
    Scenario: Arriving from a campaign link, then moving on
      When the visitor arrives at "https://costaricagateway.com/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=zipline" and accepts
      And the visitor moves to "/real-estate"
      Then the analytics receive "campaign_attribution" with:
        | utm_source   | newsletter |
        | utm_medium   | email      |
        | utm_campaign | spring     |
        | utm_content  | hero       |
        | utm_term     | zipline    |
      And the analytics receive "domain_traffic" with:
        | event_category | domain               |
        | event_label    | costaricagateway.com |
        | page_path      | /                    |

    @domain @ui
    Scenario: Arriving without campaign fields
      When the visitor arrives at "https://costaricagateway.com/?ref=friend" and accepts
      Then the analytics receive no "campaign_attribution"

    @domain @ui
    Scenario: A question mark inside the #fragment is not a query
      When the visitor arrives at "https://costaricagateway.com/tours#top?utm_source=newsletter" and accepts
      Then the analytics receive no "campaign_attribution"

  @read-only
  Rule: Scroll depth is reported at 25, 50, 75 and 100 percent, each once per page

    @domain @ui
    Scenario: Scrolling down and up again
      Given the visitor is on "/tours"
      When the visitor scrolls to 30%, 60%, 20%, 60% and then 100%
      Then the analytics receive scroll depth 25, 50, 75, 100 for "/tours"

    @domain @ui
    Scenario: Scrolling past several milestones at once
      Given the visitor is on "/real-estate"
      When the visitor scrolls to 80%
      Then the analytics receive scroll depth 25, 50, 75 for "/real-estate"

    @domain @ui
    Scenario: A page that fits the window reports no scroll depth: there was no scrolling
      Given the visitor is on "/privacy" in a window taller than the page
      When the visitor scrolls to 100%
      Then the analytics receive no "scroll_depth"

  Rule: Time on page is reported once per moment: when the tab is hidden, and when the visitor leaves

    @domain @ui
    Scenario: Hiding the tab
      Given the visitor is on "/tours"
      When 42 seconds pass
      And the visitor hides the tab
      Then the analytics receive 42 seconds on "/tours"

    @domain @ui
    Scenario: Leaving the site
      Given the visitor is on "/gift-store"
      When 7 seconds pass
      And the visitor leaves the site
      Then the analytics receive 7 seconds on "/gift-store"

    @domain @ui
    Scenario: Closing the tab hides it and leaves, and counts the time once
      Given the visitor is on "/gift-store"
      When 7 seconds pass
      And the visitor closes the tab
      Then the analytics receive 7 seconds on "/gift-store"

    @domain @ui
    Scenario: Coming back to the tab resumes the count, without the time away
      Given the visitor is on "/tours"
      When 10 seconds pass
      And the visitor hides the tab
      And 60 seconds pass
      And the visitor shows the tab again
      And 5 seconds pass
      And the visitor leaves the site
      Then the analytics receive 10 and then 5 seconds on "/tours"

  @read-only
  Rule: Tracking starts afresh on every route change

    @domain @ui
    Scenario: Moving to another page
      Given the visitor is on "/tours"
      And the visitor has scrolled to 100%
      When 5 seconds pass
      And the visitor moves to "/real-estate"
      Then the analytics receive 5 seconds on "/tours"
      When the visitor scrolls to 50%
      Then the analytics receive scroll depth 25, 50 for "/real-estate"
