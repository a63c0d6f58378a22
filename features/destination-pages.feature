Feature: Destination and activity pages
  Each destination and activity page introduces its place with two headline facts, lists its own
  tours under a category filter (features/filters.feature) and books every tour on the marketplace
  (docs/product.md §2, §3, §9).

  @domain @read-only
  Rule: The introduction gives the page's two headline facts exactly

    Scenario Outline: The headline facts of <page>
      When a visitor opens the <page> page
      Then the introduction shows the facts "<first>" and "<second>"

      @ui
      Examples: Seen in the browser
        | page           | first    | second     |
        | Monteverde     | 400+     | 2,500      |

      Examples: Every other page
        | page           | first    | second     |
        | Fishing        | 40+      | Year-round |
        | Arenal         | 850+     | 40°C       |
        | Manuel Antonio | 350+     | 4km        |
        | Tamarindo      | Dec–Apr  | 15+        |
        | Dominical      | 8 months | 300+       |
        | Jaco           | 365      | 90 min     |
        | Canopy Tours   | 500+     | 150m       |
        | Scuba Diving   | 30m+     | 28°C       |
        | Surf Lessons   | 28°C     | 300+       |
        | Bird Watching  | 850+     | 52         |

  @domain @read-only
  Rule: Prices read exactly as the product gives them, thousands comma and struck-through original included

    Scenario Outline: The first tour of <page> costs <price> instead of <original>
      When a visitor opens the <page> page
      Then the first tour costs "<price>" with "<original>" struck through

      @ui
      Examples: Seen in the browser
        | page           | price  | original |
        | Scuba Diving   | $4,200 | $4,800   |

      Examples: The other sale prices
        | page           | price  | original |
        | Fishing        | $1,200 | $1,400   |
        | Canopy Tours   | $78    | $95      |
        | Playas del Coco | $95    | $110     |

  # One record per real tour is the catalogue's truth: the product's page views show it at @domain, and the browser
  # draws those cards in the other rules (README, "Which level a new rule goes to").
  @domain @read-only
  Rule: A tour listed on two pages reads the same on both: one record per real tour

    Scenario: The Místico hanging bridges on the Arenal and Canopy Tours pages
      When a visitor opens the Arenal page
      And the visitor notes the tour "Mistico Arenal Hanging Bridges Walk"
      And a visitor opens the Canopy Tours page
      Then the tour "Mistico Arenal Hanging Bridges Walk" shows the noted price "$65", rating 4.7 and 1458 reviews

    Scenario: The Catalina Islands dive on the Playas del Coco and Scuba Diving pages
      When a visitor opens the Playas del Coco page
      And the visitor notes the tour "Catalina Islands Two-Tank Dive"
      And a visitor opens the Scuba Diving page
      Then the tour "Catalina Islands Two-Tank Dive" shows the noted price "$145", rating 4.8 and 876 reviews

  @domain @read-only
  Rule: The surf and bird-watching sample tours are as the product gives them

    # In a browser, one page's cards show every field's wiring; @domain reads both pages.
    @ui
    Scenario: The surf lessons
      When a visitor opens the Surf Lessons page
      Then the tours read, in order:
        | location     | price | original | duration  | group | rating | reviews | category     | best seller |
        | Tamarindo    | $65   | $80      | 2 hours   | 6 max | 4.8    | 2347    | Beginner     | yes         |
        | Jaco         | $95   |          | 3 hours   | 4 max | 4.9    | 1854    | Advanced     | no          |
        | Santa Teresa | $75   |          | 2.5 hours | 5 max | 4.7    | 1564    | Intermediate | no          |
        | Dominical    | $285  |          | 3 days    | 8 max | 4.6    | 986     | Multi-Day    | no          |

    Scenario: The bird-watching tours
      When a visitor opens the Bird Watching page
      Then the tours read, in order:
        | location       | price | original | duration | group  | rating | reviews | category     | best seller |
        | Monteverde     | $85   | $100     | 4 hours  | 8 max  | 4.9    | 1847    | Cloud Forest | yes         |
        | Manuel Antonio | $68   |          | 3 hours  | 6 max  | 4.8    | 1354    | Rainforest   | no          |
        | Arenal         | $55   |          | 3 hours  | 10 max | 4.7    | 986     | Volcano      | no          |
        | Osa Peninsula  | $195  |          | Full day | 6 max  | 4.9    | 634     | Expedition   | no          |

  @domain @read-only
  Rule: A tour's badges and price unit are its record's on every page; its location is the line under its title, never a badge repeating it

    # In a browser, the page that once asked for location badges and every price unit; @domain checks the page without them too.
    @ui
    Scenario: The Papagayo page, whose record once asked for location badges
      When a visitor opens the Papagayo page
      Then every tour shows its location once, under its title, and no badge but its category and best seller mark
      And the prices read "/ person", "/ group", "/ boat" and "/ boat", each tour with its group size

    Scenario: A page without the location badge
      When a visitor opens the Monteverde page
      Then no tour shows a badge besides its category and best seller mark
      And every tour shows its group size

  # Which blocks a page has is its page view's (@domain); the widget in a browser is the next two rules'.
  @domain @read-only
  Rule: Tamarindo lists its tours through the partner widget only; Arenal has hotels, its own tours and the widget

    Scenario: Tamarindo
      When a visitor opens the Tamarindo page
      Then the page shows the partner widget "Favorite Tamarindo Tours"
      And the page shows 0 tours

    Scenario: Arenal
      When a visitor opens the Arenal page
      Then the page shows the hotels block
      And the page shows the partner widget "Favorite Arenal Tours"
      And the page shows 4 tours

    Scenario Outline: <page> has no hotels block
      When a visitor opens the <page> page
      Then the page shows no hotels block

      Examples:
        | page           |
        | Santa Teresa   |
        | Playas del Coco |

  @ui @read-only
  Rule: The partner widget's script is added when the page appears and removed on leaving

    Scenario: Arriving at and leaving the Arenal page
      When a visitor opens the Arenal page
      Then the partner widget's script is on the page and has filled the widget area
      When the visitor goes to the All Tours page by the header
      Then the partner widget's script is gone

  @ui
  Rule: Until the partner widget draws, its box offers links to book the page's best tours, never the cards beside it, instead of staying empty

    Scenario: With the partner's hosts blocked, /destinations/tamarindo, whose only tour list is the widget, offers Tamarindo's three best tours from the catalogue
      Given the visitor's browser blocks the partners' hosts
      When a visitor opens the Tamarindo page
      Then within a few seconds the box of the partner widget "Favorite Tamarindo Tours" offers, in its own space:
        | link                            |
        | Tamarindo Beginner Surf Lesson  |
        | Tamarindo Sunset Catamaran Sail |
        | Tamarindo Estuary Mangrove Kayak |
      And each of those links books on the marketplace with the partner parameters, in a new tab, counted like every partner link

    Scenario: With the partner's hosts blocked, /destinations/arenal, whose own cards list its tours, offers the marketplace's search instead of repeating them
      Given the visitor's browser blocks the partners' hosts
      When a visitor opens the Arenal page
      Then within a few seconds the box of the partner widget "Favorite Arenal Tours" offers, in its own space:
        | link                            |
        | Arenal tours on GetYourGuide    |
      And each of those links books on the marketplace with the partner parameters, in a new tab, counted like every partner link

    Scenario: Without JavaScript the box shows its links from the start
      Given the visitor's browser runs no JavaScript
      When the visitor opens the Tamarindo page without scripts
      Then the box of the partner widget "Favorite Tamarindo Tours" offers, in its own space:
        | link                             |
        | Tamarindo Beginner Surf Lesson   |
        | Tamarindo Sunset Catamaran Sail  |
        | Tamarindo Estuary Mangrove Kayak |

    Scenario: A widget that arrives late takes its box back from the links
      Given the partner's widget script arrives only after 8 seconds
      When a visitor opens the Arenal page, which does not wait for the partner's script
      Then within a few seconds the box of the partner widget "Favorite Arenal Tours" offers links to book tours
      And once the script arrives the widget fills its box and the links are gone

    Scenario: A widget that loads shows no links in its box
      When a visitor opens the Tamarindo page
      Then the partner widget's script is on the page and has filled the widget area
      And after a few seconds the widget's box still shows only the widget

  @domain @read-only
  Rule: Every tour card books on the marketplace in a new tab, with the partner parameters

    Scenario Outline: The booking links of <page>
      When a visitor opens the <page> page
      Then every tour card has a "Book with GetYourGuide" link naming its tour, marked sponsored, that says it opens in a new tab without opener or referrer
      And every booking link carries the partner id, the medium "online_publisher", the campaign "costa_rica_gateway" and a search term

      @ui
      Examples: Seen in the browser
        | page          |
        | Puerto Viejo  |

      Examples: Every other page with tours
        | page           |
        | Arenal         |
        | Manuel Antonio |
        | Monteverde     |
        | Santa Teresa   |
        | Playas del Coco |
        | Dominical      |
        | Jaco           |
        | Papagayo       |
        | Canopy Tours   |
        | Scuba Diving   |
        | Fishing        |
        | Surf Lessons   |
        | Bird Watching  |
