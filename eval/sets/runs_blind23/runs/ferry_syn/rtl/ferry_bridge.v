// Register bridge: forwards single-word writes and reads from a simple host port to a peripheral port with one wait state.
module ferry_bridge (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        h_req,
    input  wire        h_we,
    input  wire [7:0]  h_addr,
    input  wire [15:0] h_wdata,
    output reg  [15:0] h_rdata,
    output reg         h_ack,
    output reg         p_sel,
    output reg         p_we,
    output reg  [7:0]  p_addr,
    output reg  [15:0] p_wdata,
    input  wire [15:0] p_rdata
);
    reg busy;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            busy    <= 1'b0;
            h_ack   <= 1'b0;
            p_sel   <= 1'b0;
            p_we    <= 1'b0;
            p_addr  <= 8'd0;
            p_wdata <= 16'd0;
            h_rdata <= 16'd0;
        end else begin
            h_ack <= 1'b0;
            if (h_req && !busy) begin
                busy    <= 1'b1;
                p_sel   <= 1'b1;
                p_we    <= h_we;
                p_addr  <= h_addr
                p_wdata <= h_wdata;
            end else if (busy) begin
                busy    <= 1'b0;
                p_sel   <= 1'b0;
                h_ack   <= 1'b1;
                if (!p_we)
                    h_rdata <= p_rdata;
            end
        end
    end
endmodule
