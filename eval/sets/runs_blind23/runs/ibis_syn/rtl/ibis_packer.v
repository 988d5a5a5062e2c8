// Byte-to-word packer: collects four bytes into a 32-bit word through four lane registers; two lane hookups are wired with the wrong widths.
module ibis_lane (
    input  wire       clk,
    input  wire       load,
    input  wire [7:0] din,
    output reg  [7:0] dout
);
    always @(posedge clk)
        if (load) dout <= din;
endmodule

module ibis_packer (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        byte_valid,
    input  wire [7:0]  byte_in,
    output reg         word_valid,
    output wire [31:0] word_out
);
    reg  [1:0]  slot;
    reg  [11:0] wide_byte;        // accidentally 12 bits wide
    wire [3:0]  lane_load;
    wire [7:0]  l0, l1, l2;
    wire [3:0]  l3_short;         // accidentally 4 bits wide

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            slot       <= 2'd0;
            word_valid <= 1'b0;
            wide_byte  <= 12'd0;
        end else begin
            word_valid <= 1'b0;
            if (byte_valid) begin
                wide_byte <= {4'h0, byte_in};
                slot      <= slot + 2'd1;
                if (slot == 2'd3)
                    word_valid <= 1'b1;
            end
        end
    end

    assign lane_load = byte_valid ? (4'b0001 << slot) : 4'b0000;

    ibis_lane u_lane0 (.clk(clk), .load(lane_load[0]), .din(byte_in),   .dout(l0));
    ibis_lane u_lane1 (.clk(clk), .load(lane_load[1]), .din(byte_in),   .dout(l1));
    ibis_lane u_lane2 (.clk(clk), .load(lane_load[2]), .din(wide_byte), .dout(l2));
    ibis_lane u_lane3 (.clk(clk), .load(lane_load[3]), .din(byte_in),   .dout(l3_short));

    assign word_out = {l3_short, l2, l1, l0};
endmodule
