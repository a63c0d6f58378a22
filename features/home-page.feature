Feature: The home page
  The home page greets the visitor, shows twelve tours with their marketplace photos where the
  operator curated one, real estate, photography, travel essentials and relocation services, and
  describes the domain the visitor came in on (docs/product.md §2, §3, §5, §7, §8).

  @ui @read-only
  Rule: The sections come in order: hero, tours, real estate, photography, travel essentials, relocation

    Scenario: The section order
      When a visitor opens the home page
      Then the page's sections read, in order: "Popular Tours", "Costa Rica Real Estate", "Costa Rica Photography", "Travel Essentials", "Relocation Services"
      And the hero shows the claims "4.8/5", "68", "11" and "4"

  @domain @ui @read-only
  Rule: Twelve tours, priced 65 to 165 USD, each booking on the marketplace with the partner parameters

    Scenario: The home tours
      When a visitor opens the home page
      Then the home page shows 12 tours priced from $65 to $165
      And every tour card has a "Book with GetYourGuide" link naming its tour, marked sponsored, that says it opens in a new tab without opener or referrer
      And every booking link carries the partner id, the medium "online_publisher", the campaign "costa_rica_gateway" and a search term

  @domain @read-only
  Rule: A home card shows its tour's one category, coloured by its kind; any other category is grey

    Scenario Outline: The <category> badge
      When a visitor opens the home page
      Then the "<category>" badge of the home tours is <colour>

      # In a browser, a kind's colour and the grey of any other show the badge's wiring; @domain checks every category.
      @ui
      Examples: In the browser
        | category          | colour |
        | Adventure         | orange |
        | Food & Culture    | grey   |

      Examples: The other categories
        | category          | colour |
        | Nature Walk       | green  |
        | Zipline           | red    |
        | Nature & Wildlife | amber  |
        | Water Sports      | blue   |

  @domain @ui
  Rule: A tour whose curated photo the marketplace call returns shows it with a 'Curated' badge; the others, and all of them on failure, keep their picture

    Scenario: The operator curated a photo for one tour
      Given the operator has curated a photo for the home tour "Catalina Islands Two-Tank Dive"
      When a visitor opens the home page
      Then the home tour "Catalina Islands Two-Tank Dive" shows the curated photo with the "Curated" badge
      And no other home tour shows a "Curated" badge

    Scenario: The curated photos cannot be fetched
      Given the operator has curated a photo for the home tour "Catalina Islands Two-Tank Dive"
      And the marketplace photos cannot be fetched
      When a visitor opens the home page
      Then no home tour shows a "Curated" badge
      And every home tour shows its own illustration

  @ui @read-only
  Rule: A descriptions file that cannot be loaded shows no description, and the page still works

    Scenario: The descriptions file cannot be loaded
      Given the portal cannot read its domain descriptions
      When a visitor opens the home page
      Then the hero shows no domain description
      And the visitor sees the heading "Discover Pura Vida in Costa Rica"
