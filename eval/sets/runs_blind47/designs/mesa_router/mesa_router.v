// mesa_router: 1-to-4 packet demultiplexer. A header byte selects the output port (bits 1:0);
// payload bytes follow until 'last'. Each output is a registered mesa_port (defined in mesa_port.v).
// Ports: clk, rst_n, in_valid, in_data, in_last -> out_valid[3:0], out_data0..3, in_ready.
module mesa_router (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       in_valid,
    input  wire [7:0] in_data,
    input  wire       in_last,
    output wire       in_ready,
    output wire [3:0] out_valid,
    output wire [7:0] out_data0,
    output wire [7:0] out_data1,
    output wire [7:0] out_data2,
    output wire [7:0] out_data3
);
    reg       in_pkt;     // 0: waiting for header, 1: forwarding payload
    reg [1:0] dest;
    wire      payload = in_valid & in_pkt;

    assign in_ready = 1'b1;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            in_pkt <= 1'b0;
            dest   <= 2'd0;
        end else if (in_valid) begin
            if (!in_pkt) begin
                dest   <= in_data[1:0];
                in_pkt <= 1'b1;
            end else if (in_last) begin
                in_pkt <= 1'b0;
            end
        end
    end

    mesa_port u_p0 (.clk(clk), .rst_n(rst_n), .en(payload && dest == 2'd0), .din(in_data), .vld(out_valid[0]), .dout(out_data0));
    mesa_port u_p1 (.clk(clk), .rst_n(rst_n), .en(payload && dest == 2'd1), .din(in_data), .vld(out_valid[1]), .dout(out_data1));
    mesa_port u_p2 (.clk(clk), .rst_n(rst_n), .en(payload && dest == 2'd2), .din(in_data), .vld(out_valid[2]), .dout(out_data2));
    mesa_port u_p3 (.clk(clk), .rst_n(rst_n), .en(payload && dest == 2'd3), .din(in_data), .vld(out_valid[3]), .dout(out_data3));
endmodule
