Feature: How outbound links open
  Booking, hotels and shopping all leave the site through partner links (docs/product.md §1, §7, §9). What each
  link carries lives with the page that shows it: tour booking links in features/tours-page.feature and
  features/destination-pages.feature, hotel links in features/hotels.feature, retail links in features/shops.feature.

  @domain
  Rule: Every outbound link opens a new tab with noopener; tour links add noreferrer; every paid link (tours, shops, hotels) is marked sponsored

    # In a browser, the rel of each kind is checked where its page is: tours-page, shops and hotels (@ui).
    Scenario: The rel of the links a visitor follows
      When a visitor opens the tours page
      Then every booking link has the rel "sponsored noopener noreferrer"
      When a visitor opens the travel essentials shop
      Then every product link has the rel "sponsored noopener"
      When a visitor opens the coffee page
      Then every product link has the rel "sponsored noopener"
      When a visitor opens the Arenal page
      Then every hotel link has the rel "sponsored noopener"

    # Every kind, including the plain external link no page of the catalogue shows yet.
    Scenario Outline: The rel of a <kind> link
      Then a <kind> link has the rel "<rel>"

      Examples:
        | kind        | rel                           |
        | tour        | sponsored noopener noreferrer |
        | essentials  | sponsored noopener            |
        | retail      | sponsored noopener            |
        | review-site | sponsored noopener            |
        | broker      | sponsored noopener            |
        | external    | noopener                      |

  # The build audits every outbound link of the built pages (scripts/audit-outbound-links.ts) and stops on a fault.
  @domain
  Rule: The build's link audit fails a link whose host only looks like a partner's

    Scenario Outline: A link to <host kind> <verdict>
      Then the build's link audit says of a complete tour link to "<href>": "<problem>"

      Examples:
        | host kind                                   | verdict | href                                                                                                                       | problem                                                                      |
        | the marketplace itself                      | passes  | https://www.getyourguide.com/s/?partner_id=PARTNER&utm_medium=online_publisher&cmp=costa_rica_gateway&q=Arenal             | no problem                                                                   |
        | the marketplace's name followed by a domain | fails   | https://www.getyourguide.com.evil.example/s/?partner_id=PARTNER&utm_medium=online_publisher&cmp=costa_rica_gateway&q=Arenal | the host "www.getyourguide.com.evil.example" only looks like getyourguide.com |
        | the marketplace's name glued to another     | fails   | https://evilgetyourguide.com/s/?partner_id=PARTNER&utm_medium=online_publisher&cmp=costa_rica_gateway&q=Arenal             | the host "evilgetyourguide.com" only looks like getyourguide.com             |
        | the retailer's name followed by a domain    | fails   | https://www.amazon.com.example.net/s?k=coffee&tag=RETAIL-TAG                                                               | the host "www.amazon.com.example.net" only looks like amazon.com             |

  # docs/decisions/096. The build's audit (scripts/audit-outbound-links.ts) stops on a paid link before its line.
  @api
  Rule: The commission line comes before the first paid link of every group: the page, and each section with a line of its own

    Scenario Outline: <page>: the commission line comes before the first "<link>"
      When a visitor requests the page "<path>"
      Then the page says "<line>" before its first "<link>" link
      And no paid link of the page comes before the commission line of its page or section

      Examples:
        | page                | path                    | line                                                                                         | link                                         |
        | Travel essentials   | /travel-essentials      | As an Amazon Associate we earn from qualifying purchases.                                    | Buy on Amazon                                |
        | Gift store          | /gift-store             | As an Amazon Associate we earn from qualifying purchases.                                    | Buy on Amazon                                |
        | Coffee              | /featured-coffee        | As an Amazon Associate we earn from qualifying purchases.                                    | This Week's Pick: Café Britt Tarrazú Montecielo |
        | Coffee's shop       | /coffee                 | As an Amazon Associate we earn from qualifying purchases.                                    | Buy on Amazon                                |
        | Tamarindo's widget  | /destinations/tamarindo | We may earn a commission when you book or buy through these GetYourGuide links               | See every Tamarindo tour on GetYourGuide     |
        | Arenal's hotels     | /destinations/arenal    | We may earn a commission when you book or buy through these Tripadvisor links                | See Nayara Springs on Tripadvisor            |
        | Arenal's widget     | /destinations/arenal    | We may earn a commission when you book or buy through these GetYourGuide links               | See every Arenal tour on GetYourGuide        |
        | Tours               | /tours                  | We may earn a commission when you book or buy through these GetYourGuide links               | Book with GetYourGuide                       |
        | Real estate         | /real-estate            | We may receive a referral fee from Encuentra24                                               | Encuentra24 listings                         |
        | Home's real estate  | /                       | We may receive a referral fee from Encuentra24                                               | Contact Broker                               |
