// rr_pick -- fixed-priority picker used twice by rr_arbiter4: returns a one-hot grant
// for the lowest-numbered asserted request bit, and any = 1 when some bit was set.
module rr_pick (
    input  [3:0] req,
    output [3:0] gnt,
    output       any
);
    assign gnt[0] = req[0];
    assign gnt[1] = req[1] & ~req[0];
    assign gnt[2] = req[2] & ~|req[1:0];
    assign gnt[3] = req[3] & ~|req[2:0];
    assign any    = |req;
endmodule
