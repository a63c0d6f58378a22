@api
Feature: The picture-of-the-day photo feed
  The gallery shows the photo agency's feed through the server (docs/product.md §7, docs/architecture.md §3). Without a
  configured feed, the portal serves a bundled sample of Costa Rica photos, pictures included; a
  configured feed is read at most once a day; a broken feed never brings the portal down. Real feeds come
  in several shapes and carry HTML: the gallery always gets plain text, a properly sized image, the
  photographer's credit and the keywords (docs/decisions/026-photo-feed.md, 030-feed-text.md).

  Scenario: Without a configured feed the gallery gets the bundled Costa Rica photos
    When the gallery asks for the photos
    Then it gets at least 6 photos, each with a title, description, date, image, large image, link, keywords and photographer
    And the portal itself serves every image of the sample

  Scenario: The bundled sample says it is a sample and credits no photographer
    When the gallery asks for the photos
    Then every photo is credited to "Costa Rica Gateway sample"

  Scenario Outline: A configured <kind> feed is read at most once a day
    Given the photo agency publishes a <kind> feed with 2 photos
    When the gallery asks for the photos twice
    Then it gets the agency's 2 photos both times
    And the agency was asked once
    When 24 hours pass
    And the gallery asks for the photos
    Then the agency was asked twice

    Examples:
      | kind      |
      | Media RSS |
      | JSON      |

  Scenario Outline: A feed that <problem> is reported as unavailable, and the portal keeps running
    Given the photo agency's feed <problem>
    When the gallery asks for the photos
    Then the portal answers that the feed is unavailable
    And the portal still serves the tour photo list

    Examples:
      | problem                  |
      | returns garbage          |
      | answers with an error    |
      | cannot be reached        |
      | is larger than 5 MB      |

  Rule: The portal is a good neighbour of the agency: one request at a time, a failure remembered for 5 minutes, at most 100 photos

    Scenario: Twenty galleries opening at once while the agency fails make one request, and the failure is remembered for 5 minutes
      Given the photo agency's feed answers with an error
      When 20 galleries ask for the photos at the same moment
      Then each of them is told that the feed is unavailable
      And the agency was asked once
      When 4 minutes pass
      And the gallery asks for the photos
      Then the portal answers that the feed is unavailable
      And the agency was asked once
      When another minute passes
      And the gallery asks for the photos
      Then the agency was asked twice

    Scenario: Twenty galleries opening at once with a good feed make one request
      Given the photo agency publishes a JSON feed with 2 photos
      When 20 galleries ask for the photos at the same moment
      Then each of them gets the agency's 2 photos
      And the agency was asked once

    Scenario: A feed of 150 photos gives the gallery its first 100
      Given the photo agency publishes a Media RSS feed with 150 photos
      When the gallery asks for the photos
      Then it gets the feed's first 100 photos, in the feed's order

  Rule: A feed of any shape real services publish gives plain text, the right image sizes, keywords and credits

    Scenario Outline: The agency publishes <shape>
      Given the photo agency publishes its "<file>" feed
      When the gallery asks for the photos
      Then it gets that feed's <count> photos as plain text, with their images, credits and keywords
      And the first photo is "<title>" by "<photographer>", shown from "<image>"

      Examples:
        | shape                                | file                    | count | title                                       | photographer     | image                                                              |
        | Flickr-shaped Media RSS              | flickr-public.rss       | 2     | Volcán Arenal desde La Fortuna              | Ana Mora         | https://live.staticflickr.com/65535/53012345678_4f2a9c1b7e_b.jpg   |
        | a photo agency's Media RSS           | agency-media-rss.rss    | 2     | Manuel Antonio: Playa Espadilla at low tide | Diego Solano     | https://cdn.agencia-quetzal.example/QZ-20261121-0042/1280.jpg      |
        | plain RSS with image enclosures      | blog-rss-enclosure.rss  | 2     | Sunset surf at Tamarindo                    | Carolina Jiménez | https://puravida-journal.example/wp-content/uploads/2026/11/tamarindo-sunset.jpg |
        | Atom                                 | atom-photos.atom        | 2     | Mist over the Monteverde cloud forest       | Sofía Chaves     | https://estudio-colibri.example/media/311/monteverde-mist.jpg      |
        | JSON Feed 1.1                        | json-feed.json          | 2     | Baird's tapir, Corcovado                    | Javier Mora      | https://lente-tico.example/media/2026/11/corcovado-tapir-1280.jpg  |
        | HTML in every field                  | html-in-every-field.rss | 2     | Sunset over Tamarindo & Langosta            | Carolina Jiménez | https://markup.example/photos/1-1280.jpg                           |

    Scenario: A Flickr description loses its markup, and its "posted a photo" line unless that is all there is
      Given the photo agency publishes its "flickr-public.rss" feed
      When the gallery asks for the photos
      Then photo 1 reads "The cone of Arenal above the morning clouds, seen from the road to El Castillo & the lake."
      And photo 2 reads "Luis Vargas posted a photo:"
      And no photo is shown from the 75-pixel square or the 240-pixel preview

    Scenario: Image addresses relative to the feed are resolved against it, and items the gallery cannot show are left out
      Given the photo agency publishes its "agency-media-rss.rss" feed
      When the gallery asks for the photos
      Then photo 2 is shown from "/images/QZ-20261120-0007/1200.jpg" on the agency's site, its large image from "/feeds/images/QZ-20261120-0007/2400.jpg"
      And the items with only a small thumbnail, only a video, or only data: and ftp: addresses are left out
