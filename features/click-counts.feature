@clicks
Feature: Clicks on partner links, counted on our own server
  The portal earns when a visitor follows a partner link. Each click is reported to our own server by the link
  itself (the browser's ping, or one beacon where pings are off), named by the catalogue's own link id and its
  place on the page, and counted per day, link and place: no cookie, no address, nothing about the visitor
  (docs/decisions/067, 068, 069).

  Background:
    Given nothing has been clicked yet

  Rule: Every real click is counted once, whichever way the visitor's browser reports it
    Every page is served with "Referrer-Policy: no-referrer", so neither report names the page it came from: what
    both carry is the browser's own word that the request comes from our site (docs/decisions/092).

    @domain @api
    Scenario Outline: A click reported by <how> is counted
      When a visitor's browser reports a click on "Arenal Volcano Hike & Tabacón Hot Springs" on /destinations/arenal by <how>
      Then the report is answered 204
      And after a second the operator's dashboard for the last 7 days shows 1 click on "Arenal Volcano Hike & Tabacón Hot Springs" from /destinations/arenal

      Examples:
        | how        |
        | its ping   |
        | a beacon   |

  Rule: A report names a link the catalogue knows, and the place its page shows it; nothing else is accepted or stored

    @domain @api
    Scenario: A click on an Arenal tour is counted for that tour, that page and that place
      When a visitor's browser reports a click on "Arenal Volcano Hike & Tabacón Hot Springs" on /destinations/arenal, section "tours", position 1
      Then the report is answered 204
      And after a second the operator's dashboard for the last 7 days shows 1 click on "Arenal Volcano Hike & Tabacón Hot Springs" from /destinations/arenal

    @domain @api
    Scenario Outline: A report the catalogue does not know is refused with 400, and nothing is counted
      When a browser reports the link "<link>" on "<page>", section "<section>", position "<position>"
      Then the report is refused with 400, saying "<problem>"
      And after a second the operator's dashboard for the last 7 days shows no clicks

      Examples:
        | link                             | page                 | section | position | problem                        |
        | tour:invented-99                 | /destinations/arenal | tours   | 1        | names no link of the catalogue |
        | https://www.getyourguide.com/    | /destinations/arenal | tours   | 1        | must be a catalogue link id    |
        | tour:arenal-1                    | /nowhere             | tours   | 1        | "page" must be the path        |
        | tour:arenal-1                    | /destinations/arenal | Tours!  | 1        | "section" must be lower-case   |
        | tour:arenal-1                    | /destinations/arenal | tours   | 0        | "position" must be a whole     |
        | tour:arenal-1                    | /gift-store          | made-up | 200      | /gift-store shows no tour:arenal-1 at position 200 of section "made-up" |
        | tour:arenal-1                    | /destinations/arenal | tours   | 2        | /destinations/arenal shows no tour:arenal-1 at position 2 |

    @domain @api
    Scenario: A thousand reports of places the page does not have add nothing
      When browsers at 4 addresses report "Arenal Volcano Hike & Tabacón Hot Springs" on /destinations/arenal in 1000 sections and positions that page does not have
      Then every one of them is refused with 400, saying "/destinations/arenal shows no tour:arenal-1"
      And after a second the operator's dashboard for the last 7 days shows no clicks

  Rule: Robots, and reports that do not come from a page of our site, are answered but not counted

    @domain @api
    Scenario Outline: <who> is not counted
      When <who> reports a click on "Arenal Volcano Hike & Tabacón Hot Springs" on /destinations/arenal
      Then the report is answered 204
      And after a second the operator's dashboard for the last 7 days shows no clicks

      Examples:
        | who                               |
        | Googlebot                         |
        | bingbot                           |
        | a browser on another site         |
        | a browser that names no page      |
        | a sender that names another host as ours |

  Rule: Clicks are written in batches at most a second old, so a storm costs a few writes

    @domain
    Scenario: 500 clicks in one second are one write of one row
      When 500 visitors' browsers report a click on "Arenal Volcano Hike & Tabacón Hot Springs" on /destinations/arenal within a second
      Then nothing has been written after 999 ms
      And after 1 more ms one write holds 500 clicks on one row

    @api
    Scenario: Clicks sent at once are all counted within a second
      When 40 visitors' browsers report a click on "Arenal Volcano Hike & Tabacón Hot Springs" on /destinations/arenal at once
      Then after a second the operator's dashboard for the last 7 days shows 40 clicks on "Arenal Volcano Hike & Tabacón Hot Springs" from /destinations/arenal

  Rule: One address, or one IPv6 /64, may report at most 60 clicks a minute
    A home or a server is given a whole IPv6 /64 and may use any of its addresses.

    @domain @api
    Scenario: The 61st report of a minute from one address is refused with 429 and not counted
      When one address reports 61 clicks on "Arenal Volcano Hike & Tabacón Hot Springs" on /destinations/arenal within a minute
      Then the last report is answered 429
      And after a second the operator's dashboard for the last 7 days shows 60 clicks on "Arenal Volcano Hike & Tabacón Hot Springs" from /destinations/arenal

    @domain @api
    Scenario: Five addresses of one IPv6 /64 share one limit
      When 5 addresses of one IPv6 /64 each report 13 clicks on "Arenal Volcano Hike & Tabacón Hot Springs" on /destinations/arenal within a minute
      Then the last report is answered 429
      And after a second the operator's dashboard for the last 7 days shows 60 clicks on "Arenal Volcano Hike & Tabacón Hot Springs" from /destinations/arenal

  Rule: The operator's report counts each day of the last 7, 30 or 90 days by partner, ranks links and pages by their share, and exports the daily counts as CSV

    @domain @api
    Scenario: A day of clicks on Arenal's tours and hotels
      When visitors' browsers report these clicks on partner links:
        | link                                       | page                 | clicks |
        | Arenal Volcano Hike & Tabacón Hot Springs  | /tours               | 1      |
        | Arenal Volcano Hike & Tabacón Hot Springs  | /destinations/arenal | 3      |
        | Tabacón Thermal Resort & Spa               | /destinations/arenal | 1      |
      Then after a second the operator's report for the last 7 days counts 5 clicks today: GetYourGuide 4, Tripadvisor 1, Amazon 0, Broker 0
      And its top links are:
        | link                                       | partner      | clicks | share |
        | Arenal Volcano Hike & Tabacón Hot Springs  | GetYourGuide | 4      | 80%   |
        | Tabacón Thermal Resort & Spa               | Tripadvisor  | 1      | 20%   |
      And its top pages are:
        | page                 | clicks | share |
        | /destinations/arenal | 4      | 80%   |
        | /tours               | 1      | 20%   |
      And the reports for the last 7, 30 and 90 days each list that many days, ending today
      And the CSV export for the last 7 days has these rows for today, sorted by link and page:
        | partner      | label                                      | page                 | clicks |
        | Tripadvisor  | Tabacón Thermal Resort & Spa               | /destinations/arenal | 1      |
        | GetYourGuide | Arenal Volcano Hike & Tabacón Hot Springs  | /destinations/arenal | 3      |
        | GetYourGuide | Arenal Volcano Hike & Tabacón Hot Springs  | /tours               | 1      |

  Rule: A visitor's click reaches the operator's dashboard with no cookie, whether or not the visitor accepted tracking

    @ui
    Scenario Outline: A visitor books an Arenal tour after choosing "<choice>"
      Given a visitor on /destinations/arenal who chose "<choice>" in the consent banner
      When the visitor clicks "Book with GetYourGuide" on "Arenal Volcano Hike & Tabacón Hot Springs"
      Then the operator's Clicks view shows 1 click on "Arenal Volcano Hike & Tabacón Hot Springs" from /destinations/arenal
      And the visitor's browser holds no cookie

      Examples:
        | choice     |
        | Accept all |
        | Reject all |

    @ui
    Scenario Outline: A visitor on <browser>, whose links <how>, books an Arenal tour and the click is counted
      Given a visitor on /destinations/arenal in <browser> who chose "Reject all" in the consent banner
      When the visitor clicks "Book with GetYourGuide" on "Arenal Volcano Hike & Tabacón Hot Springs"
      Then the click was reported by <report>
      And the operator's Clicks view shows 1 click on "Arenal Volcano Hike & Tabacón Hot Springs" from /destinations/arenal

      Examples:
        | browser  | how                                   | report     |
        | Chromium | send pings                            | its ping   |
        | Firefox  | send no pings, as Firefox ships       | a beacon   |

    @ui
    Scenario: A robot's click is not counted
      Given Googlebot on /destinations/arenal
      When the visitor clicks "Book with GetYourGuide" on "Arenal Volcano Hike & Tabacón Hot Springs"
      Then the operator's Clicks view shows no clicks
