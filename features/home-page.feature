@ui
Feature: The home page
  The home page greets the visitor with a description of the domain they came in on, taken from
  the operator's domain descriptions file (docs/product.md §2, §5, §8).

  Rule: On a development host the main domain's description is shown

    Scenario: A visitor on 127.0.0.1 sees the main domain's description
      When a visitor opens the home page
      Then the hero shows the main domain's description from the bundled descriptions file

  Rule: A descriptions file that cannot be loaded shows no description, and the page still works

    Scenario: The descriptions file cannot be loaded
      Given the portal cannot read its domain descriptions
      When a visitor opens the home page
      Then the hero shows no domain description
      And the visitor sees the heading "Discover Pura Vida in Costa Rica"
