@domain
Feature: Filtering tours by category and by destination
  Destination and activity pages have a row of category buttons; the /tours page has a row of
  destination buttons (docs/product.md §2, §4). Choosing a button narrows the tours shown, and the visitor
  can go back and forth freely.

  Rule: The category row offers 'All' and then each category of the page once, in order of first appearance

    Background:
      Given a page with these tours:
        | tour                       | category    |
        | Sky Trek Zipline           | Zipline     |
        | Hanging Bridges Walk       | Nature Walk |
        | Night Zipline              | Zipline     |
        | Extreme Superman Canopy    | Advanced    |
        | Cloud Forest Bridges       | Nature Walk |

    Scenario: The category row of a page
      Then the category buttons read "All, Zipline, Nature Walk, Advanced"
      And the visitor sees all 5 tours

    Scenario Outline: Choosing <category> shows only its tours
      When the visitor picks the category "<category>"
      Then the visitor sees the tours "<tours>"

      Examples:
        | category    | tours                                            |
        | Zipline     | Sky Trek Zipline, Night Zipline                  |
        | Nature Walk | Hanging Bridges Walk, Cloud Forest Bridges       |
        | Advanced    | Extreme Superman Canopy                          |

    Scenario: Going back to All after choosing a category
      When the visitor picks the category "Advanced"
      And the visitor picks the category "Zipline"
      And the visitor picks the category "All"
      Then the visitor sees all 5 tours

  Rule: The /tours row offers 'All Destinations' and one button per destination

    Scenario: The destination row of the tours page
      Given the tours page catalogue
      Then the destination buttons read "All Destinations, Arenal, Monteverde, Manuel Antonio, Tamarindo, Playas del Coco, San Jose, Papagayo, Puerto Viejo, Uvita, Jaco, Santa Teresa"
      And the visitor sees the sections of all 11 destinations

    Scenario Outline: Choosing <destination> shows only its section
      Given the tours page catalogue
      When the visitor picks the destination "<destination>"
      Then the visitor sees only the "<destination>" section, with <count> tours

      Examples:
        | destination     | count |
        | Arenal          | 4     |
        | Playas del Coco | 4     |
        | Santa Teresa    | 3     |

    Scenario: Going back to All Destinations
      Given the tours page catalogue
      When the visitor picks the destination "Uvita"
      And the visitor picks the destination "All Destinations"
      Then the visitor sees the sections of all 11 destinations

  Rule: A destination without tours says its tours are coming soon

    Scenario: An empty destination section
      Given a destination "Osa Peninsula" without tours
      When the visitor picks the destination "Osa Peninsula"
      Then the section says "Tours Coming Soon!"
      And the section says "We're currently adding exciting tour options for Osa Peninsula. Check back soon for amazing adventures!"

    Scenario: A destination with tours shows them, not the coming-soon text
      Given the tours page catalogue
      When the visitor picks the destination "Jaco"
      Then the section does not say "Tours Coming Soon!"
