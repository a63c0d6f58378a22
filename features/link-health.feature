@link-health
Feature: Link health: the operator learns which partner links cost clicks, before visitors do
  Partner pages disappear, redirect without the partner id, or answer 200 for a product no longer sold. The portal
  checks every partner link of the published catalogue, tells each kind of problem apart without false alarms, weighs
  each by the clicks it costs, and is a good neighbour to the partners (issue 40, docs/decisions/127-130). No scenario
  reaches the internet: the partners are local fake sites (test-support/fake-partners.ts).

  Rule: Each kind of problem lands in its own state, and a partner that blocks checkers is never called broken

    @domain @api
    Scenario: One check of links to the fake partners
      Given partner links to local fake partner sites, one of each kind of problem
      When the operator checks the links now
      Then each link is in the state its fake page calls for
        | link                  | state        |
        | tour:good             | ok           |
        | tour:kept             | redirected   |
        | tour:dropped          | untagged     |
        | tour:chain            | untagged     |
        | tour:removed          | unavailable  |
        | tour:nothing-found    | unavailable  |
        | tour:home             | unavailable  |
        | tour:gone             | ok           |
        | tour:slow             | ok           |
        | product:sold-out      | unavailable  |
        | product:limited       | unverifiable |
        | product:robot         | unverifiable |
      And no link is called broken after one check
      And no partner host had two requests at once

  Rule: A link is broken only after two failed checks some hours apart (6 by default)

    @domain
    Scenario Outline: A page that answers 404, checked twice <apart> hours apart
      Given a partner link whose page answers 404
      When it is checked, and checked again <apart> hours later
      Then the link is "<state>"

      Examples:
        | apart | state  |
        | 5     | ok     |
        | 6     | broken |

    @domain
    Scenario: A refusal between two failures does not confirm them
      Given a partner link whose page answers 404
      When it is checked, then answers 429 three hours later, then 404 again three hours after that
      Then the link is "unverifiable"

  Rule: A good neighbour: one request at a time per host, a pause between, Retry-After obeyed, for every hop of a redirect

    @domain
    Scenario: Forty links across four hosts, on a fake clock
      Given 40 partner links across 4 hosts
      When they are checked with a pause of 1 second
      Then no host had two requests at once
      And each host's requests were at least 1 second apart
      And the hosts were checked side by side, in about a quarter of the time one queue would take

    @domain
    Scenario: A host that asks to wait 5 seconds
      Given 2 partner links on a host that answers the first with 429 and "Retry-After: 5"
      When they are checked with a pause of 1 second
      Then the first link was asked again 5 seconds after its 429, and the second after that

    @domain
    Scenario: A redirect to another host waits its turn there, as that host's own links do
      Given 10 partner links on one host that each redirect to a second host, and 10 links on the second host
      When they are checked with a pause of 1 second
      Then no host had two requests at once, every hop counted
      And each host's requests were at least 1 second apart

    @domain
    Scenario: The host at the end of a redirect asks to wait 5 seconds
      Given a partner link that redirects to a second host, which answers it with 429 and "Retry-After: 5", and two links on that second host
      When they are checked with a pause of 1 second
      Then the second host was asked nothing for 5 seconds after its 429, and the first host only kept its pause

  Rule: The report lists the problems by the clicks they cost

    @domain @api @ui
    Scenario: Problems weighed by clicks at stake
      Given partner links to local fake partner sites, one of each kind of problem
      And "tour:removed" had 3 clicks in the last 30 days
      And "product:sold-out" had 40 clicks in the last 30 days
      And "tour:dropped" had 12 clicks in the last 30 days
      When the operator checks the links now
      Then the problems are listed in this order: "product:sold-out", "tour:dropped", "tour:removed"

  Rule: The search stop-gap changes only the live link: a draft pending on the tour stays a draft

    @domain @api
    Scenario: A broken tour's link sent to the partner's search while a new price waits as a draft
      Given a published tour with a draft of a new price pending
      When the operator sends the tour's link to the partner's search for its title
      Then the site shows the tour searching the partner for its title, at its published price
      And the tour's draft is still unpublished, with its new price and the same search

  Rule: With two servers, one run per schedule; a server killed in mid-run leaves its run to the other

    @api
    Scenario Outline: Two servers on one <database>, the daily check due, the one running it killed midway
      Given two servers checking 40 links on two fake partner hosts every day share one <database>
      When the server running the due check is killed (kill -9) in the middle of it
      Then the other server takes the same run up once the lease runs out, and ends it
      And every link was asked once, but for at most the one link each host was answering at the kill
      And neither fake partner host had two requests at once

      Examples:
        | database    |
        | SQLite file |
        | PostgreSQL  |
