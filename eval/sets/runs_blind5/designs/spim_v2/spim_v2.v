// SPI master, mode 0, 8-bit frames, programmable clock divider.
module spim_v2 (
    input            clk,
    input            rst_n,
    input      [7:0] tx_data,
    input            tx_start,
    input      [3:0] clk_div,
    input            miso,
    output reg       sclk,
    output reg       mosi,
    output reg       cs_n,
    output reg [7:0] rx_data,
    output reg       rx_valid,
    output           busy
);
    reg [3:0] div_cnt;
    reg [2:0] bit_cnt;
    reg [7:0] shreg;
    reg       active;

    assign busy = active;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            div_cnt  <= 4'd0;
            bit_cnt  <= 3'd0;
            shreg    <= 8'd0;
            active   <= 1'b0;
            sclk     <= 1'b0;
            mosi     <= 1'b0;
            cs_n     <= 1'b1;
            rx_data  <= 8'd0;
            rx_valid <= 1'b0;
        end else begin
            rx_valid <= 1'b0;
            if (!active) begin
                if (tx_start) begin
                    active  <= 1'b1;
                    cs_n    <= 1'b0;
                    shreg   <= tx_data;
                    mosi    <= tx_data[7];
                    bit_cnt <= 3'd7;
                    div_cnt <= clk_div
                end
            end else if (div_cnt != 4'd0) begin
                div_cnt <= div_cnt - 1'b1;
            end else begin
                div_cnt <= clk_div;
                sclk    <= ~sclk;
                if (!sclk) begin
                    shreg <= {shreg[6:0], miso};
                end else begin
                    mosi <= shreg[7];
                    if (bit_cnt == 3'd0) begin
                        active   <= 1'b0;
                        cs_n     <= 1'b1;
                        rx_data  <= shreg;
                        rx_valid <= 1'b1;
                    end else
                        bit_cnt <= bit_cnt - 1'b1;
                end
            end
        end
    end
endmodule
