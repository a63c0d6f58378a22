@read-only
Feature: Filtering tours by category and by destination
  Destination and activity pages have a row of category radio buttons; the /tours page has a row of
  destination buttons (docs/product.md §2, §4). Choosing a button narrows the tours shown, and the visitor
  can go back and forth freely.

  @domain
  Rule: The category row offers 'All' and then each category of the page once, in order of first appearance; a category shows only its tours

    @ui
    Scenario: A visitor narrows the Manuel Antonio tours to one category and back
      When a visitor opens the Manuel Antonio page
      Then the category filter offers "All, Nature & Wildlife, Water Sports, Adventure"
      And the category filter has "All" chosen
      And the page shows 4 tours
      When the visitor filters the tours by category "Nature & Wildlife"
      Then the page shows 2 tours, all of category "Nature & Wildlife"
      When the visitor filters the tours by category "Adventure"
      And the visitor filters the tours by category "Water Sports"
      Then the page shows 1 tours, all of category "Water Sports"
      When the visitor filters the tours by category "All"
      Then the page shows 4 tours

    # The other pages' rows: the rule is the same, so the browser checks it on one page above.
    Scenario Outline: The category row of the <page> page
      When a visitor opens the <page> page
      Then the category filter offers "<buttons>"
      When the visitor filters the tours by category "<category>"
      Then the page shows <count> tours, all of category "<category>"

      Examples:
        | page          | buttons                         | category    | count |
        | Canopy Tours  | All, Zipline, Nature Walk       | Zipline     | 3     |
        | Canopy Tours  | All, Zipline, Nature Walk       | Nature Walk | 1     |

  @ui
  Rule: Without JavaScript the category row is radio buttons: the checked one's tours show alone, and screen readers hear which is checked

    Scenario: A visitor whose browser runs no scripts narrows the Manuel Antonio tours with the keyboard and back
      Given the visitor's browser runs no JavaScript
      When a visitor opens the Manuel Antonio page
      Then the category filter has "All" chosen
      And the page shows 4 tours
      When the visitor moves the category choice one step on with the arrow key
      Then the category filter has "Nature & Wildlife" chosen
      And the page shows 2 tours, all of category "Nature & Wildlife"
      When the visitor filters the tours by category "All"
      Then the page shows 4 tours

  @domain
  Rule: The /tours row offers 'All Destinations' and one button per destination; choosing one shows only its section

    @ui
    Scenario: A visitor focuses on one destination and back
      When a visitor opens the tours page
      Then the destination buttons read "All Destinations, Arenal, Monteverde, Manuel Antonio, Tamarindo, Playas del Coco, San Jose, Papagayo, Puerto Viejo, Uvita, Jaco, Santa Teresa"
      And the destination filter has "All Destinations" chosen
      And the visitor sees the sections of all 11 destinations, none of them coming soon
      When the visitor picks the destination "Monteverde"
      Then the visitor sees only the "Monteverde" section, with 4 tours
      And the destination filter has "Monteverde" chosen
      And screen readers hear "4 tours in Monteverde"
      When the visitor picks the destination "Uvita"
      And the visitor picks the destination "All Destinations"
      Then the visitor sees the sections of all 11 destinations, none of them coming soon
      And screen readers hear "39 tours in all destinations"

    Scenario Outline: Choosing <destination> shows only its section
      When a visitor opens the tours page
      And the visitor picks the destination "<destination>"
      Then the visitor sees only the "<destination>" section, with <count> tours

      Examples:
        | destination     | count |
        | Arenal          | 4     |
        | Playas del Coco | 4     |
        | Santa Teresa    | 3     |
        | Jaco            | 3     |

  @ui
  Rule: Without JavaScript the /tours row is links: each goes to its destination's section, which shows alone

    Scenario: A visitor whose browser runs no scripts follows the Monteverde link
      Given the visitor's browser runs no JavaScript
      When the visitor follows the destination link "Monteverde" on the tours page
      Then the address ends in "#monteverde" and only the "Monteverde" section shows, with 4 tours

  # Every real destination has tours (docs/product.md §3: 3 or 4 each), so no built page can show this
  # note: the rule is checked on the domain's page model with a destination added to the catalogue.
  @domain
  Rule: A destination without tours says its tours are coming soon

    Scenario: An empty destination section
      Given the catalogue has a destination "Osa Peninsula" without tours
      When a visitor opens the tours page
      And the visitor picks the destination "Osa Peninsula"
      Then the visitor sees only the "Osa Peninsula" section, with 0 tours
      And the section says "Tours Coming Soon!"
      And the section says "We're currently adding exciting tour options for Osa Peninsula. Check back soon for amazing adventures!"

    Scenario: A destination with tours shows them, not the coming-soon text
      Given the catalogue has a destination "Osa Peninsula" without tours
      When a visitor opens the tours page
      And the visitor picks the destination "Jaco"
      Then the visitor sees only the "Jaco" section, with 3 tours
      And the section does not say "Tours Coming Soon!"
