// IEEE 802.3 clause-22 MDIO management master (MDC = clk / 2*DIV)
module mdio_ctrl #(parameter DIV = 10) (
    input             clk,
    input             rst,
    input             go,
    input             rd_nwr,
    input      [4:0]  phy_addr,
    input      [4:0]  reg_addr,
    input      [15:0] wr_data,
    output reg [15:0] rd_data,
    output reg        busy,
    output reg        mdc,
    output reg        mdio_o,
    output reg        mdio_oe,
    input             mdio_i
);
    reg [7:0]  div_cnt;
    reg [5:0]  bit_cnt;
    reg [63:0] shreg;
    reg        rd_op;

    wire tick = (div_cnt == DIV - 1);

    always @(posedge clk) begin
        if (rst) begin
            div_cnt <= 8'd0;
            mdc     <= 1'b0;
        end else if (busy) begin
            if (tick) begin
                div_cnt <= 8'd0;
                mdc     <= ~mdc;
            end else begin
                div_cnt <= div_cnt + 8'd1;
            end
        end else begin
            div_cnt <= 8'd0;
            mdc     <= 1'b0;
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            busy    <= 1'b0;
            bit_cnt <= 6'd0;
            mdio_o  <= 1'b1;
            mdio_oe <= 1'b0;
            rd_data <= 16'd0;
            rd_op   <= 1'b0
        end else if (!busy) begin
            if (go) begin
                busy    <= 1'b1;
                rd_op   <= rd_nwr;
                bit_cnt <= 6'd63;
                shreg   <= {32'hFFFF_FFFF, 2'b01, rd_nwr ? 2'b10 : 2'b01,
                            phy_addr, reg_addr, rd_nwr ? 2'b11 : 2'b10, wr_data};
                mdio_oe <= 1'b1;
            end
        end else if (tick && mdc) begin
            // falling edge of MDC: shift out next bit
            mdio_o <= shreg[63];
            shreg  <= {shreg[62:0], mdio_i};
            if (rd_op && bit_cnt == 6'd17)
                mdio_oe <= 1'b0;
            if (bit_cnt == 6'd0) begin
                busy    <= 1'b0;
                mdio_oe <= 1'b0;
                if (rd_op)
                    rd_data <= shreg[15:0];
            end else begin
                bit_cnt <= bit_cnt - 6'd1;
            end
        end
    end
endmodule
