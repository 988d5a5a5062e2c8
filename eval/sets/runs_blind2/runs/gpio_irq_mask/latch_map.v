// Map Yosys internal D-latches onto the osu035 LATCH cell (enable pin = CLK).
module \$_DLATCH_P_ (input E, input D, output Q);
    LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule

module \$_DLATCH_N_ (input E, input D, output Q);
    wire en_inv;
    INVX1 u_en_inv (.A(E), .Y(en_inv));
    LATCH _TECHMAP_REPLACE_ (.CLK(en_inv), .D(D), .Q(Q));
endmodule
