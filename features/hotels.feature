@read-only
Feature: The hotels block
  Destination pages with hotel data list five top hotels, ranked, each linking to the review site
  through the affiliate redirect (docs/product.md §2, §3, §7, §9).

  # The ranked list in a browser is the screen reader rule's below; here the page view's order (@domain).
  @domain
  Rule: Five hotels per destination, ranked by their position in the list

    Scenario: The Arenal hotels
      When a visitor opens the Arenal page
      Then the hotels block lists 5 hotels ranked 1 to 5 in the order of the hotel data for "arenal"

  # Each rule shows on a real page in the browser; ratings, feature counts and ranges no hotel of the catalogue
  # has are checked on the domain's card alone.
  @domain
  Rule: Stars are the rating rounded to the nearest half star (features/presentation.feature)

    @ui
    Scenario: A hotel rated 4.5 and one rated 5
      When a visitor opens the Manuel Antonio page
      Then the hotel "Tulemar Resort" shows 4 full stars and a half star
      And the hotel "Arenas del Mar Beachfront & Rainforest Resort" shows 5 full stars

    Scenario Outline: A hotel rated <rating>
      Then a hotel rated <rating> shows "<stars>"

      Examples:
        | rating | stars |
        | 4.2    | ★★★★☆ |
        | 4.49   | ★★★★⯪ |
        | 3.7    | ★★★⯪☆ |

  @domain
  Rule: A hotel card shows at most 4 features, then '+N more'

    @ui
    Scenario: A hotel with 7 features and one with 4
      When a visitor opens the Papagayo page
      Then the hotel "Four Seasons Resort Costa Rica at Peninsula Papagayo" shows 4 features and "+3 more"
      And the hotel "Hotel Riu Palace Costa Rica" shows 4 features and no "more"

    Scenario Outline: A hotel with <count> features
      Then a hotel with <count> features shows the first <shown> and "<more>"

      Examples:
        | count | shown | more    |
        | 3     | 3     | (none)  |
        | 5     | 4     | +1 more |

  @domain
  Rule: The price badge is purple for any Luxury range or $$$$, blue for $$$ or mid-, green otherwise

    Scenario Outline: A <range> hotel
      When a visitor opens the <page> page
      Then the hotel "<hotel>" shows the price badge "<range>" in <colour>

      # In a browser, two colours show the badge's wiring; @domain checks every hotel's.
      @ui
      Examples: In the browser
        | page         | hotel                           | range        | colour |
        | Arenal       | Nayara Springs                  | Luxury       | purple |
        | Dominical    | Hotel Roca Verde                | $$           | green  |

      Examples: The other hotels
        | page         | hotel                           | range        | colour |
        | Papagayo     | Four Seasons Resort Costa Rica at Peninsula Papagayo | Ultra-Luxury | purple |
        | Arenal       | Tabacón Thermal Resort & Spa    | $$$$         | purple |
        | Arenal       | Arenal Kioro Suites & Spa       | $$$          | blue   |

    Scenario Outline: A hotel priced "<range>"
      Then the price badge of a "<range>" hotel is <colour>

      Examples:
        | range     | colour |
        | mid-range | blue   |
        | $         | green  |

  @domain @ui
  Rule: A screen reader hears the rank and the price level in words, and each hotel link names its hotel and the new tab

    Scenario: The Arenal hotels read aloud
      When a visitor opens the Arenal page
      Then the hotels block lists 5 hotels ranked 1 to 5 in the order of the hotel data for "arenal"
      And a screen reader hears the price badge of the hotel "Tabacón Thermal Resort & Spa" as "Price level 4 of 4"
      And a screen reader hears the price badge of the hotel "Arenal Kioro Suites & Spa" as "Price level 3 of 4"
      And every hotel link names its hotel and says that it opens in a new tab

  @domain
  Rule: Hotel links go through the review site's affiliate redirect with the URL-encoded hotel page, in a new tab, unless the hotel has its own affiliate URL

    @ui
    Scenario: The Monteverde hotel links
      When a visitor opens the Monteverde page
      Then every hotel links to the affiliate redirect carrying its review page URL-encoded, in a new tab with noopener

    # No hotel of the catalogue has its own affiliate URL yet.
    Scenario: A hotel with its own affiliate URL
      Then a hotel whose review page is "https://www.tripadvisor.com/Hotel_Review-g309226-Reviews-Tabacon.html" and whose own affiliate URL is "https://tripadvisor.example/tabacon?aff=1" links to "https://tripadvisor.example/tabacon?aff=1"
