@read-only
Feature: Consent that lasts as long as it should, and no longer
  The visitor's choice in the consent banner is kept with the date it was made and asked again after a
  set time: a refusal after 6 months, an acceptance after 13 (the durations of the EU regulators'
  guidance; VITE_CONSENT_REFUSAL_MONTHS and VITE_CONSENT_ACCEPTANCE_MONTHS). Withdrawing a purpose in
  Cookie settings stops its tag at once, without a reload, and deletes the cookies it set. A browser that
  sends Global Privacy Control has marketing refused, and the banner says so (docs/decisions/082). At @ui a
  real Chromium whose clock is moved, whose cookies are set as the tags would, and whose events are kept in
  page memory (docs/decisions/042). Without JavaScript no tag can load, so nothing asks (docs/decisions/097).

  Rule: A choice is asked again after a set time: a refusal after 6 months, an acceptance after 13

    Scenario Outline: Coming back <time> after choosing "<answer>"
      Given the visitor chose "<answer>" in the banner on "/tours"
      When the visitor comes back <time> later
      Then the banner <asks>

      # The durations are the domain's (every row at @domain); in a browser, one row of each answer shows the banner's
      # clock and stored choice at work (README, "Which level a new rule goes to").
      @domain @ui
      Examples: In the browser too
        | answer     | time                | asks               |
        | accept all | 13 months and 1 day | asks again         |
        | reject all | 5 months            | does not ask again |

      @domain
      Examples:
        | answer     | time                | asks               |
        | accept all | 12 months           | does not ask again |
        | reject all | 6 months and 1 day  | asks again         |

    @domain @ui
    Scenario: A choice asked again allows nothing until the visitor chooses again
      Given the visitor chose "accept all" in the banner on "/tours"
      When the visitor comes back 13 months and 1 day later
      And the visitor scrolls to the end of the page
      Then the analytics receive no event at all

    @domain @ui
    Scenario: A choice kept before choices were dated is asked again
      Given the visitor opened "/tours" with a browser that keeps "accept all" as earlier versions stored it, without a date
      When the visitor comes back 1 day later
      Then the banner asks again

  @domain @ui
  Rule: Withdrawing a purpose in Cookie settings stops its tag at once and deletes the cookies it set

    Background:
      Given the visitor chose "accept all" in the banner on "https://www.arenal.cr/tours"
      And the tags have set these cookies:
        | cookie         | domain        |
        | _ga            | arenal.cr     |
        | _ga_ABC123XYZ9 | arenal.cr     |
        | _gid           | arenal.cr     |
        | _fbp           | arenal.cr     |
        | _ga            | host only     |
        | crg_theme      | host only     |

    Scenario: Withdrawing analytics
      When the visitor withdraws "analytics" in Cookie settings
      And the visitor moves on to "/real-estate" and scrolls to its end
      Then the analytics receive nothing after the withdrawal
      And the browser keeps only these cookies:
        | cookie    | domain    |
        | _fbp      | arenal.cr |
        | crg_theme | host only |

    Scenario: Withdrawing marketing
      When the visitor withdraws "marketing" in Cookie settings
      And the visitor moves on to "/real-estate" and scrolls to its end
      Then the analytics receive, after the withdrawal, the page view of "/real-estate" and its scroll depths
      And the browser keeps only these cookies:
        | cookie         | domain    |
        | _ga            | arenal.cr |
        | _ga_ABC123XYZ9 | arenal.cr |
        | _gid           | arenal.cr |
        | _ga            | host only |
        | crg_theme      | host only |

  @domain @ui
  Rule: A browser that sends Global Privacy Control has marketing refused, and the banner says so

    Scenario: With Global Privacy Control, Accept all allows analytics only
      Given the visitor's browser sends Global Privacy Control
      When the visitor opens "/tours"
      Then the banner says "Your browser sends Global Privacy Control, so the Meta pixel stays off whatever you choose."
      When the visitor answers the banner with "accept all"
      Then Cookie settings shows:
        | purpose   | ticked | can change |
        | analytics | yes    | yes        |
        | marketing | no     | no         |

    Scenario: A pixel cookie left from before the signal is deleted
      Given the visitor's browser sends Global Privacy Control
      And the visitor opened "/tours"
      And the tags have set these cookies:
        | cookie | domain    |
        | _fbp   | host only |
        | _ga    | host only |
      When the visitor answers the banner with "accept all"
      Then the browser keeps only these cookies:
        | cookie | domain    |
        | _ga    | host only |

    Scenario: Without the signal, the banner does not mention it and marketing can be chosen
      When the visitor opens "/tours"
      Then the banner does not mention Global Privacy Control
      When the visitor answers the banner with "accept all"
      Then Cookie settings shows:
        | purpose   | ticked | can change |
        | analytics | yes    | yes        |
        | marketing | yes    | yes        |

  # A browser with scripts off: only a real browser shows what its page draws (docs/decisions/097).
  @ui
  Rule: Without JavaScript no tag can ever load, so nothing asks: no banner, no room kept for one, no Cookie settings

    Scenario: A visitor whose browser runs no JavaScript
      Given the visitor's browser runs no JavaScript
      When the visitor opens "/tours"
      Then no consent banner covers the page
      And the page keeps no room at its end for a banner
      And the footer offers no Cookie settings
