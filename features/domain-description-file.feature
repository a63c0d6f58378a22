Feature: The domain descriptions file
  Each domain of the product shows a description from the server's CSV file (docs/product.md §3, §7). The file
  lives in the data folder, starts as the bundled default with rows for the product's domains, and
  the operator may edit it at any time (docs/architecture.md §3). How a page matches its host to a row:
  features/domain-descriptions.feature.

  @api
  Rule: A new portal serves the bundled file as CSV, the same as the data folder holds

    Scenario: A new portal serves the bundled descriptions as CSV
      When a visitor's page asks for the domain descriptions
      Then it gets CSV text with the header "domain,description"
      And the CSV has a row for "costaricagateway.com"
      And the data folder holds the same file

  @domain @api @ui
  Rule: On a development host a new portal shows the bundled file's row for the main domain

    Scenario: A visitor on 127.0.0.1 sees the main domain's description
      When a visitor opens the home page
      Then the hero shows the main domain's description from the bundled descriptions file

  # In the browser the same edit is what features/domain-descriptions.feature's Background does before every visit.
  @api
  Rule: The operator's edit is served without a restart

    Scenario: The operator edits the file while the portal runs
      When the operator's domain descriptions file reads:
        """
        domain,description
        costaricagateway.com,"Pura vida, from the volcanoes to the beaches"
        """
      And a visitor opens the site on "costaricagateway.com"
      Then the page shows the domain description 'Pura vida, from the volcanoes to the beaches'
