// packet length calculator: header + payload + trailer, with sloppy widths
module len_adder (
    input  wire [7:0] a,
    input  wire [7:0] b,
    output wire [8:0] sum
);
    assign sum = a + b;
endmodule

module pkt_len_calc (
    input  wire        clk,
    input  wire [11:0] payload_len,
    input  wire [3:0]  hdr_words,
    output reg  [9:0]  total_len,
    output reg  [7:0]  pad_cfg
);
    wire [12:0] partial;
    len_adder u_sum (.a(payload_len), .b({hdr_words, 2'b00}), .sum(partial));
    always @(posedge clk) begin
        total_len <= partial + 4'd4;
        pad_cfg   <= 8'h1FF;
    end
endmodule
