@one-truth
Feature: One truth for every record
  A tour's price, price unit, rating, review count, duration, group size, category, difficulty and badges, and a
  product's price, rating and review count, are fields of its record (domain/catalogue/schema): every page that shows
  the record shows those values, whatever page it is and wherever on it the card stands, and no card says a thing
  twice (issue 37, docs/decisions/110). Every page is drawn here through the view functions the pages render.

  @domain
  Rule: No record reads two ways on two pages, and no card repeats a chip

    Scenario: Every page of the site
      When every page of the site is drawn from the catalogue
      Then no tour or product shows two values of one fact on two pages
      And no card shows a chip twice

    Scenario: A second record of one retail product, priced apart, is caught
      Given a second record of the product "Peaberry Whole Bean Coffee" priced at 22.99, listed by the gift store in its place
      When every page of the site is drawn from the catalogue
      Then its price reads "$21.99" on /featured-coffee and "$22.99" on /gift-store

    Scenario: A badge that says what its card says already is caught
      Given the tour "Papagayo Luxury Catamaran Day Sail" wearing the badge "Luxury"
      When every page of the site is drawn from the catalogue
      Then its card on /tours shows the chip "Luxury" twice

  Rule: A product is one record, which every shop that sells it lists: its price is one edit, on every such shop
    The shops' records list products by id, in their order, as a page lists tours (docs/decisions/144).

    @domain
    Scenario: One product, two shops, one price
      Given the product "Peaberry Whole Bean Coffee" is listed by /featured-coffee and /gift-store
      When its one record's price is changed to 22.99
      And every page of the site is drawn from the catalogue
      Then the product "Peaberry Whole Bean Coffee" reads "$22.99" on /featured-coffee and on /gift-store
      And no tour or product shows two values of one fact on two pages

    @api
    Scenario: A product's price edited through the admin API is on both shops once published
      Given the operator is signed in to edit the catalogue
      And the operator has set the price of the product "Peaberry Whole Bean Coffee" to 22.99
      When the operator publishes every draft
      Then the answer is 200
      And the pages "/featured-coffee" and "/gift-store" show the product "Peaberry Whole Bean Coffee" at $22.99, from the publication
      And the page "/travel-essentials" is still the build's

    @api
    Scenario: A catalogue stored before shops existed is upgraded at start
      A DATA_DIR seeded by the build before docs/decisions/144 holds products with a shop and a position, and a gift
      record copying each coffee the gift store sold: the server upgrades it once as it starts, so publishing all works.
      The upgraded records are those the build drew its shops from: the shops' pages stay the build's.
      Given the operator is signed in to edit a catalogue stored before shops existed, on a server started on it
      When the operator publishes every draft
      Then the answer is 200
      And the pages "/featured-coffee" and "/gift-store" show the product "Tarrazú Montecielo Whole Bean Coffee" at $17.95, from the build
      And the pages "/featured-coffee" and "/gift-store" show the product "Peaberry Whole Bean Coffee" at $21.99, from the build
      And the products "cafe-britt-tarrazu-montecielo" and "doka-estate-peaberry", the gift copies of coffees, are archived
