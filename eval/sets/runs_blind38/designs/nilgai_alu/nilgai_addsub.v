// nilgai_addsub: 8-bit adder/subtractor with optional carry-in, carry-out and signed overflow.
module nilgai_addsub (
    input  wire [7:0] a,
    input  wire [7:0] b,
    input  wire       sub,
    input  wire       use_carry,
    input  wire       cin,
    output wire [7:0] y,
    output wire       cout,
    output wire       ovf
);
    wire [7:0] bb = sub ? ~b : b;
    wire       c0 = use_carry ? (sub ? ~cin : cin) : sub;
    wire [8:0] s  = {1'b0, a} + {1'b0, bb} + {8'd0, c0};
    assign y    = s[7:0];
    assign cout = s[8];
    assign ovf  = (a[7] == bb[7]) && (y[7] != a[7]);
endmodule
