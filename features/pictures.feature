@read-only
Feature: Pictures and symbols a visitor can trust
  A card shows a drawing of its own subject or a designed cover that depicts no scene, a page never shows one
  picture twice, and a symbol is drawn as an icon, never an emoji, which a device without an emoji font shows as an
  empty box (docs/product.md departures 7). The build checks every prerendered page the same way
  (scripts/picture-audit.ts); that each drawing shows its caption's subject is checked on the catalogue
  (ui/content/catalogue/catalogue.test.ts).

  Rule: A page never shows one picture twice

    @domain
    Scenario: A page that would show one drawing on two cards is caught
      Given a page showing the pictures "/illustrations/property.svg", "/illustrations/luxury.svg" and "/illustrations/property.svg"
      Then the picture "/illustrations/property.svg" is found shown twice

    @ui
    Scenario Outline: <page> shows each of its pictures once
      When a visitor opens the address "<page>"
      Then no picture on the page is shown twice

      Examples:
        | page         |
        | /            |
        | /real-estate |
        | /gift-store  |

  Rule: Symbols are drawn, never emoji

    @domain
    Scenario: An emoji in a page's text is caught, the copyright sign is not
      Given a page reading "🌋 Arenal · © 2026 Costa Rica Gateway"
      Then the emoji "🌋" is found on it, and nothing else

    @ui
    Scenario Outline: <page> shows no emoji
      When a visitor opens the address "<page>"
      Then the page shows no emoji

      Examples:
        | page   |
        | /      |

    @ui
    Scenario: /tours draws its symbols
      When a visitor opens the address "/tours"
      Then the page shows no emoji
      And the page draws its symbols as icons
