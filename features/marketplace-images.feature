Feature: Marketplace photos for the home page tours
  The home page asks the server for GetYourGuide photos of its tour cards (docs/product.md §7, docs/architecture.md §3). The
  operator's curated list comes first; an optional look-up of the marketplace page may fill the
  rest, but the server never visits any other site, looks up only the tours the site itself lists,
  and answers each visitor at most 30 times a minute (docs/decisions/057).

  @api
  Rule: The operator's curated photos are given for the tours asked about

    Scenario: The portal starts with an empty curated list the operator can edit
      Then the data folder holds the operator's curated photo list

    Scenario: A curated photo is given for its tour, and only for tours asked about
      Given the operator's curated list has a photo "https://cdn.getyourguide.com/img/arenal-hanging-bridges.jpg" for tour 1
      And the operator's curated list has a photo "https://cdn.getyourguide.com/img/manuel-antonio-park.jpg" for tour 5
      When the home page asks for the photos of tours 1 and 2
      Then it gets only the photo "https://cdn.getyourguide.com/img/arenal-hanging-bridges.jpg" for tour 1

  @api
  Rule: The server never visits a site other than the marketplace

    Scenario: A booking link to another site is never visited
      Given the marketplace page look-up is switched on
      And another site records every visit it gets
      When the home page asks for the photo of a tour whose booking link points to that site
      Then it gets no photo
      And that site was never visited

  @api
  Rule: A request must be well formed and ask about at most 50 tours

    Scenario Outline: The home page sends <request>
      When the home page sends <request>
      Then the request is refused as "bad request", naming "<field>"

      Examples:
        | request                                  | field      |
        | a tour without its booking link          | bookingUrl |
        | 51 tours                                 | tours      |
        | tours that are not a list                | tours      |
        | a tour with an unknown field "price"     | price      |

    Scenario: A garbled request for marketplace photos is refused
      When the home page sends a request for marketplace photos that is not valid JSON
      Then the request is refused as "bad request", naming "JSON"

  @domain
  Rule: The marketplace look-up only ever concerns the tours the site lists, with their own booking links

    Scenario: Only the home page's own tours are looked up on the marketplace
      Given the marketplace page look-up is on and knows a photo for every tour
      When the home page asks for the photos of its tours 1 and 2, of a tour 99 the site does not list, and of its tour 3 with a booking link to another page
      Then only the site's tours 1 and 2 are looked up on the marketplace
      And it gets photos for tours 1 and 2 only

    Scenario: Fifty tours the site does not list make no look-up at all
      Given the marketplace page look-up is on and knows a photo for every tour
      When the home page asks for the photos of 50 tours the site does not list
      Then nothing is looked up on the marketplace

  @api
  Rule: Each visitor may ask for marketplace photos 30 times a minute

    Scenario: The 31st request within a minute is told when to try again, and other visitors are still answered
      When a visitor asks for the photos of the home page's tours 30 times
      Then every one of those requests is answered
      When the visitor asks once more
      Then the request is refused as "too many requests", saying to try again within a minute
      And another visitor asking at the same moment is answered
      When another minute passes
      And the visitor asks once more
      Then that request is answered
