import { PRODUCT_NAME } from '../../../domain/product';
import { Prose } from './prose';

/** The body of the blog story "How we finished our WSL sticker album by swapping". */
export function WslAlbumStory() {
  return (
    <Prose>
      <p>
        It started, as these things always do, with a free starter pack. My daughter Isla is nine,
        plays for her under-10s on Saturday mornings and has been obsessed with women’s football
        since the Lionesses won the Euros in 2022. When the WSL sticker album turned up at our
        newsagent, she had her pocket money on the counter before I’d found my purse.
      </p>

      <h2>The shoebox problem</h2>
      <p>
        By the spring we had the problem every sticker parent will recognise: an album with gaps in
        all the wrong places, a shoebox of doubles, and no real idea which was which. Isla kept a
        checklist in the back of the album. I kept another in the notes app on my phone. They never
        agreed.
      </p>
      <p>
        At the school gate, “got, got, need” took twenty minutes because we had to check every
        sticker twice. And the shop had stopped stocking packets, so buying our way out of it wasn’t
        an option any more.
      </p>

      <h2>One evening at the kitchen table</h2>
      <p>
        A mum from Isla’s team mentioned {PRODUCT_NAME}. That evening we sat at the kitchen table
        and set up a collection for the album. Isla read the numbers out, I tapped them in, and in
        about half an hour we had been through the whole shoebox.
      </p>
      <p>
        For the first time we could see the real picture: exactly which stickers we still needed,
        and a long list of spares marked for trade — some of them four times over. The app even
        pointed out that we had more to trade than we needed. In other words, we could finish the
        album by swapping alone.
      </p>
      <blockquote>“Mum, we’ve got enough doubles to finish it!”</blockquote>

      <h2>Finding people to swap with</h2>
      <p>
        Isla’s friends mostly had the same doubles as us, so we looked further afield. It turns out
        there are Facebook swap groups for almost every album, full of families doing exactly what
        we were doing.
      </p>
      <p>
        I downloaded our two trade list images — one of our Needs, one of our For Trade — and posted
        them with the message {PRODUCT_NAME} copies for you. Within an hour we had three offers, and
        by the end of the week Isla was checking the doormat every morning.
      </p>

      <h2>Keeping track of every swap</h2>
      <p>
        This is the bit that saved my sanity. Every time we agreed a swap, I marked the stickers as
        pending with the other family’s name (“Jo in Leeds”, “Priya’s two boys”). When the envelope
        arrived, Isla got to confirm the trade herself. The progress bar crept up, and our next
        trade list image was already up to date, so I never offered a sticker we had already
        promised to someone else.
      </p>
      <p>
        Over a few weeks we completed <strong>more than 50 swaps</strong>: by post, at the school
        gate, and once in a supermarket car park with a wonderfully organised grandad.
      </p>

      <h2>The last sticker</h2>
      <p>
        The final gap was a club badge, of course. It arrived in an envelope with a felt-tip drawing
        of a football and a note that said “Good luck finishing!”. Isla stuck it in at the kitchen
        table, turned every page one more time, and announced that she would be starting the next
        album “properly organised from day one”.
      </p>

      <h2>What we learned</h2>
      <ul>
        <li>
          <strong>Sort before you swap.</strong> Get everything into the app first, so you know your
          real needs and your real spares.
        </li>
        <li>
          <strong>Let the grown-up do the talking.</strong> I handled every message. We never shared
          Isla’s name, school or photos in the groups, swapped by post using my address, and met in
          busy public places.
        </li>
        <li>
          <strong>Mark swaps as pending straight away,</strong> so nothing gets promised twice.
        </li>
        <li>
          <strong>Let your child do the tapping.</strong> Isla got faster at finding numbers than I
          ever did — and it’s sneaky number practice.
        </li>
        <li>
          <strong>Say thank you,</strong> and pop a spare in for the kids at the other end.
        </li>
      </ul>
    </Prose>
  );
}
