// 1:8 deserializer: serial data MSB first, frame marks the first bit of a byte
module deser_1to8 (
    input            clk,
    input            rst_n,
    input            sdi,
    input            frame,
    output reg [7:0] pdata,
    output reg       pvld,
    output reg       sync_err
);
    reg [7:0] shreg;
    reg [2:0] bcnt;
    reg       sdi_q, frame_q;
    reg       locked;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sdi_q   <= 1'b0;
            frame_q <= 1'b0;
        end else begin
            sdi_q   <= sdi;
            frame_q <= frame;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            shreg    <= 8'd0;
            bcnt     <= 3'd0;
            locked   <= 1'b0;
            pdata    <= 8'd0;
            pvld     <= 1'b0;
            sync_err <= 1'b0;
        end else begin
            shreg <= {shreg[6:0], sdi_q};
            pvld  <= 1'b0;
            if (frame_q) begin
                bcnt     <= 3'd1;
                locked   <= 1'b1;
                sync_err <= locked && (bcnt != 3'd0);
            end else begin
                bcnt <= bcnt + 3'd1;
            end
            if (locked && bcnt == 3'd0) begin
                pdata <= shreg;
                pvld  <= 1'b1;
            end
        end
    end
endmodule
