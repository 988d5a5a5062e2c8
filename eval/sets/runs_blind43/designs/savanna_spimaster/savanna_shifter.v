// savanna_shifter: 8-bit MSB-first shift register for savanna_spimaster.
module savanna_shifter (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [7:0] din,
    input  wire       sample,
    input  wire       shift,
    input  wire       miso,
    output wire       mosi,
    output reg  [7:0] dout
);
    reg [7:0] sr;
    reg       mbit;
    assign mosi = sr[7];
    always @(posedge clk) begin
        if (rst) begin sr <= 8'd0; dout <= 8'd0; mbit <= 1'b0; end
        else if (load) sr <= din;
        else begin
            if (sample) mbit <= miso;
            if (shift) begin sr <= {sr[6:0], mbit}; dout <= {sr[6:0], mbit}; end
        end
    end
endmodule
