Feature: The shopping pages
  Travel essentials, the gift store and the coffee page link every product to the retailer with
  the partner tag, disclose the affiliate relationship and say that their prices are typical ones
  (docs/product.md §2, §3, §7, §9).

  @domain @ui @read-only
  Rule: The travel essentials page shows its benefits and 8 products; its category chips do not filter

    Scenario: A visitor looks over the travel essentials
      When a visitor opens the travel essentials shop
      Then the shop shows the benefits "Free Prime Shipping", "30-Day Returns" and "Top-Rated Products"
      And the category chips read "All, Hydration, Clothing, Sun Protection, Backpacks, Weather Protection, Footwear, Electronics, Bug Protection", with "All" current
      And the category chips cannot be chosen
      And the shop shows 8 products

  # The count's formatting is the domain's: the product's own cards at @domain, no browser needed (README, "Which level
  # a new rule goes to").
  @domain @read-only
  Rule: Review counts are written with thousands separators

    Scenario: The LifeStraw bottle's reviews
      When a visitor opens the travel essentials shop
      Then the product "LifeStraw Go Water Filter Bottle, 22 oz" shows "12,847" reviews

    # Counts no product of the catalogue has, on the domain's formatting alone.
    Scenario Outline: <count> reviews
      Then <count> reviews read "<shown>"

      Examples:
        | count   | shown     |
        | 986     | 986       |
        | 2347    | 2,347     |
        | 1234567 | 1,234,567 |

  @domain @read-only
  Rule: Every product links to the retailer with the partner tag in a new tab, in product form or in search form; the essentials links are marked sponsored

    @ui
    Scenario: The travel essentials links
      When a visitor opens the travel essentials shop
      Then every product has a "Buy on Amazon" link naming the product and the new tab, opening in a new tab with noopener, carrying the partner tag
      And every product link is marked sponsored

    # The gift store and the coffee page draw their links with the same component as the essentials: the browser checks
    # the essentials' links above, @domain every shop's.
    Scenario: The gift store links
      When a visitor opens the gift store
      Then every product has a "Buy on Amazon" link naming the product and the new tab, opening in a new tab with noopener, carrying the partner tag

    Scenario: The coffee links
      When a visitor opens the coffee page
      Then the shop shows 20 products
      And every product has a "Buy on Amazon" link naming the product and the new tab, opening in a new tab with noopener, carrying the partner tag

    # Both forms of the address, with a tag of our choosing (the catalogue's comes from the build, and uses the search form).
    Scenario Outline: A retail <form> link
      Then the retail <form> link for "<item>" with the tag "crgateway-20" is "<link>"

      Examples:
        | form    | item              | link                                                         |
        | product | B07XJ8C8F5        | https://www.amazon.com/dp/B07XJ8C8F5?tag=crgateway-20        |
        | search  | Costa Rica coffee | https://www.amazon.com/s?k=Costa+Rica+coffee&tag=crgateway-20 |

  @domain @ui @read-only
  Rule: The gift store's category buttons show their counts and only mark the choice: all 12 gifts stay shown

    Scenario: A visitor chooses a gift category
      When a visitor opens the gift store
      Then the category buttons read "All 12, Coffee 3, Food 3, Apparel 3, Souvenirs 3", with "All" chosen
      When the visitor chooses the gift category "Coffee"
      Then the category buttons read "All 12, Coffee 3, Food 3, Apparel 3, Souvenirs 3", with "Coffee" chosen
      And the shop shows 12 products

  @domain @read-only
  Rule: A gift card shows the first 3 of its 4 highlights

    Scenario: The gift highlights
      When a visitor opens the gift store
      Then every product shows the first 3 of its 4 highlights

  @domain @read-only
  Rule: The shops disclose the affiliate relationship and say their prices are typical, not live

    Scenario Outline: The <shop>'s disclosure
      When a visitor opens the <shop>
      Then the page discloses that it earns from qualifying purchases
      And the page says "Typical prices as of November 20, 2026, not live" and that the retailer's price at purchase applies

      # In a browser, one shop shows the lines' wiring; the @domain rows check every shop's.
      @ui
      Examples: In the browser
        | shop                   |
        | coffee page            |

      Examples: The other shops
        | shop                   |
        | travel essentials shop |
        | gift store             |

  @domain @read-only
  Rule: The roast badge is amber for Light, orange for Medium, dark grey for Dark and grey for the blends

    Scenario Outline: A <roast> roast
      When a visitor opens the coffee page
      Then every "<roast> Roast" badge is <colour>

      # In a browser, a roast's colour and a blend's grey show the badge's wiring; @domain checks every roast.
      @ui
      Examples: In the browser
        | roast        | colour    |
        | Light        | amber     |
        | Medium-Dark  | grey      |

      Examples: The other roasts
        | roast        | colour    |
        | Medium       | orange    |
        | Dark         | dark grey |
        | Light-Medium | grey      |

  @ui
  Rule: When the retailer's ad frame has not loaded within a few seconds, its box offers the retailer link the ad stood for

    Scenario: With the partner's hosts blocked, the coffee page's advertisement shows the retailer link instead of an empty frame
      Given the visitor's browser blocks the partners' hosts
      When a visitor opens the coffee page
      Then within a few seconds the advertisement's box offers the link "Costa Rican coffee on Amazon", in the frame's own space
      And that link searches the retailer with the partner tag, in a new tab, counted like every partner link

    Scenario: An ad frame that loads shows no link over it
      When a visitor opens the coffee page
      Then after a few seconds the advertisement's box still shows only the frame

    Scenario: Without JavaScript the coffee page shows the retailer link and no empty advertisement box
      Given the visitor's browser runs no JavaScript
      When the visitor opens the coffee page without scripts
      Then the advertisement section shows the link "Browse Costa Rican coffee on Amazon" and no frame, label or "Ad not showing?"

  @ui @read-only
  Rule: /coffee is the same screen as /featured-coffee, whose address is the canonical one

    Scenario: Arriving at /coffee
      When a visitor opens the address "/coffee"
      Then the visitor sees the heading "Costa Rica Coffee"
      And the page's canonical address is "https://costaricagateway.com/featured-coffee"
