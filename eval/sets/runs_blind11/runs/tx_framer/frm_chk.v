// frm_chk: running 8-bit ones'-complement style checksum over a byte stream.
module frm_chk (
    input            clk,
    input            rst,
    input            clear,
    input            data_vld,
    input      [7:0] data_in,
    output reg [7:0] sum
);
    wire [8:0] s = {1'b0, sum} + {1'b0, data_in};
    always @(posedge clk) begin
        if (rst || clear)
            sum <= 8'd0;
        else if (data_vld)
            sum <= s[7:0] + {7'd0, s[8]};
    end
endmodule
