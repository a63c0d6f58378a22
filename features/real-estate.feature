@read-only
Feature: Real estate a visitor can check
  /real-estate names its featured broker from the site settings, each of its links goes where its words say, its key
  locations are counted from the broker's markets, a planned delivery is never shown as still ahead once it has
  passed, and the referral line comes before the first paid link (issue 37 point 3, docs/decisions/111, 133).
  The domain level reads the page through its view function (domain/presentation/real-estate-view.ts), the API level the served page.
  The referral line's place is checked on the served page with the other commission lines (features/affiliate-links.feature).

  @domain @api
  Rule: The broker is named from the settings, and each link goes where its words say

    Scenario: The broker card and every link to another site
      When a visitor opens the real-estate page
      Then the broker card is titled "Our Featured Broker: Encuentra24"
      And the page's links to other sites are:
        | label                                      | address                                                          |
        | LinkedIn                                   | https://www.linkedin.com/search/results/companies/?keywords=costa%20rica%20real%20estate |
        | Encuentra24 listings                       | https://www.encuentra24.com/costa-rica-en/real-estate-for-sale   |
        | Encuentra24 website                        | https://www.encuentra24.com/costa-rica-en                        |
        | Ask Encuentra24 about Serena Luxury Condos | https://www.encuentra24.com/costa-rica-en                        |
        | View All Listings                          | https://www.encuentra24.com/costa-rica-en/real-estate-for-sale   |

  @domain @api
  Rule: The key locations are the broker's markets, counted

    Scenario: Five markets, five key locations
      When a visitor opens the real-estate page
      Then the broker card says "5 Key Locations" above the markets "Escazú, San José; Playas del Coco; Sardinal, Guanacaste; Nosara; Atenas, Alajuela"

  @domain
  Rule: The key locations are the broker's markets, counted

    Scenario: The operator names two markets
      Given the settings name the broker's markets "Jaco; Tamarindo"
      When a visitor opens the real-estate page
      Then the broker card says "2 Key Locations" above the markets "Jaco; Tamarindo"

  @domain
  Rule: A planned delivery is never silently in the past: once its month has gone by, the line says so, in Costa Rica time

    Scenario Outline: Serena's delivery (June 2026) read on <today>
      When a visitor opens the real-estate page on <today>
      Then the delivery line reads "<line>"

      Examples:
        | today                | line                                                                                  |
        | 2026-05-15T12:00:00Z | Delivery planned for June 2026                                                        |
        | 2026-07-01T05:59:00Z | Delivery planned for June 2026                                                        |
        | 2026-07-01T06:00:00Z | Delivery was planned for June 2026, a date now past: ask the broker for the current one |

  @api
  Rule: A planned delivery is never silently in the past: once its month has gone by, the line says so, in Costa Rica time

    Scenario: The served page, drawn on its build day
      When a visitor opens the real-estate page
      Then the delivery line says the month is past if it is before this month in Costa Rica
