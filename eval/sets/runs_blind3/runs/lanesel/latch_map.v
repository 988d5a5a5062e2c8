// Map Yosys generic latches onto the osu035 LATCH cell (transparent while CLK=1).
module \$_DLATCH_P_ (input E, input D, output Q);
    LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule

module \$_DLATCH_N_ (input E, input D, output Q);
    wire en_hi;
    INVX1 u_einv (.A(E), .Y(en_hi));
    LATCH _TECHMAP_REPLACE_ (.CLK(en_hi), .D(D), .Q(Q));
endmodule
