@domain
Feature: One truth for every record
  A tour's price, price unit, rating, review count, duration, group size, category, difficulty and badges, and a
  product's price, rating and review count, are fields of its record (domain/catalogue/schema): every page that shows
  the record shows those values, whatever page it is and wherever on it the card stands, and no card says a thing
  twice (issue 37, docs/decisions/110). Every page is drawn here through the view functions the pages render.

  Rule: No record reads two ways on two pages, and no card repeats a chip

    Scenario: Every page of the site
      When every page of the site is drawn from the catalogue
      Then no tour or product shows two values of one fact on two pages
      And no card shows a chip twice

    Scenario: A product whose two records differ is caught
      Given the gift store's record of "Doka Estate Peaberry Whole Bean Coffee, 1 lb" priced at 22.99
      When every page of the site is drawn from the catalogue
      Then its price reads "$21.99" on /featured-coffee and "$22.99" on /gift-store

    Scenario: A badge that says what its card says already is caught
      Given the tour "Papagayo Luxury Catamaran Day Sail" wearing the badge "Luxury"
      When every page of the site is drawn from the catalogue
      Then its card on /tours shows the chip "Luxury" twice
