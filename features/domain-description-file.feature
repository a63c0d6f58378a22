@api
Feature: The domain descriptions file
  Each domain of the product shows a description from the server's CSV file (docs/product.md §3, §7). The file
  lives in the data folder, starts as the bundled default with rows for the product's domains, and
  the operator may edit it at any time (docs/architecture.md §3).

  Scenario: A new portal serves the bundled descriptions as CSV
    When a visitor's page asks for the domain descriptions
    Then it gets CSV text with the header "domain,description"
    And the CSV has a row for "costaricagateway.com"
    And the data folder holds the same file

  Scenario: The operator's edit is served without a restart
    Given the operator has changed the descriptions file to:
      """
      domain,description
      costaricagateway.com,"Pura vida, from the volcanoes to the beaches"
      """
    When a visitor's page asks for the domain descriptions
    Then the CSV has a row for "costaricagateway.com"
    And the CSV says "Pura vida, from the volcanoes to the beaches"
