// vlan_tag_strip: removes an 802.1Q tag (TPID 0x8100 + TCI) from a byte
// wide Ethernet frame stream and reports the VLAN id of the last frame.
// Output goes through a one entry skid buffer to break the ready path.
module vlan_tag_strip (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [7:0]  s_data,
    input  wire        s_valid,
    input  wire        s_last,
    output wire        s_ready,
    output wire [7:0]  m_data,
    output wire        m_valid,
    output wire        m_last,
    input  wire        m_ready,
    output reg  [11:0] vlan_id,
    output reg         vlan_seen
);
    reg [4:0]  byte_idx;     // saturates at 31
    reg [7:0]  tpid_hi;
    reg        tagged;
    reg [1:0]  drop_left;
    wire       up_ready;

    wire beat = s_valid & s_ready;

    // bytes 12 and 13 hold the TPID, 14 and 15 the TCI
    wire is_tpid_lo = (byte_idx == 5'd13) && (tpid_hi == 8'h81) && (s_data == 8'h00);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            byte_idx  <= 5'd0;
            tpid_hi   <= 8'h00;
            tagged    <= 1'b0;
            drop_left <= 2'd0;
            vlan_id   <= 12'h000;
            vlan_seen <= 1'b0;
        end else if (beat) begin
            if (s_last) begin
                byte_idx <= 5'd0;
                tagged   <= 1'b0;
            end else if (byte_idx != 5'd31) begin
                byte_idx <= byte_idx + 5'd1;
            end
            if (byte_idx == 5'd12)
                tpid_hi <= s_data;
            if (is_tpid_lo) begin
                tagged    <= 1'b1;
                drop_left <= 2'd2;
                vlan_seen <= 1'b1;
            end
            if (tagged && drop_left != 0) begin
                drop_left <= drop_left - 2'd1;
                if (drop_left == 2'd2) vlan_id[11:8] <= s_data[3:0];
                else                   vlan_id[7:0]  <= s_data;
            end
        end
    end

    // hold back byte 12 until we know whether 13 completes a TPID: keep a
    // one byte delay line
    reg [7:0] hold_data;
    reg       hold_valid;
    reg       hold_last;
    wire drop_now = is_tpid_lo | (tagged && drop_left != 0);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            hold_data  <= 8'h00;
            hold_valid <= 1'b0;
            hold_last  <= 1'b0;
        end else if (beat) begin
            hold_data  <= s_data;
            hold_valid <= ~drop_now;
            hold_last  <= s_last;
        end else if (up_ready) begin
            hold_valid <= 1'b0;
        end
    end

    assign s_ready = up_ready | ~hold_valid;

    byte_skid u_skid (
        .clk    (clk),
        .rst_n  (rst_n),
        .i_data (hold_data),
        .i_last (hold_last),
        .i_valid(hold_valid & ~(is_tpid_lo & beat)),
        .i_ready(up_ready),
        .o_data (m_data),
        .o_last (m_last),
        .o_valid(m_valid),
        .o_ready(m_ready)
    );

endmodule
