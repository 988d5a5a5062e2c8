// fsync_shift: serial-in shift register holding the last LEN bits.
module fsync_shift #(parameter LEN = 16) (
    input  wire           clk,
    input  wire           rst_n,
    input  wire           bit_vld,
    input  wire           bit_in,
    output reg  [LEN-1:0] window
);
    always @(posedge clk or negedge rst_n)
        if (!rst_n)       window <= {LEN{1'b0}};
        else if (bit_vld) window <= {window[LEN-2:0], bit_in};
endmodule
